-- A buyer's track record (auctions taken part in, won, paid on time) may be shown beside their
-- buyer number in live rooms. Off until the person turns it on in /profile/achievements: other
-- bidders learn nothing about someone who did not choose to show it.
ALTER TABLE users ADD COLUMN show_track_record boolean NOT NULL DEFAULT false;
