-- A lot saved as a favourite (issue 27): its auction's price rose (at most once an hour per lot),
-- and it ends within half an hour (once per lot), told to whoever saved it without applying, on the
-- channels of a topic of their own.
ALTER TABLE notification_settings DROP CONSTRAINT notification_settings_topic_check;
ALTER TABLE notification_settings
  ADD CONSTRAINT notification_settings_topic_check
  CHECK (topic IN ('money', 'bars', 'orders', 'protests', 'starts', 'favourites', 'outbid'));
ALTER TABLE notifications DROP CONSTRAINT notifications_topic_check;
ALTER TABLE notifications
  ADD CONSTRAINT notifications_topic_check
  CHECK (topic IN ('money', 'bars', 'orders', 'protests', 'starts', 'favourites', 'outbid'));

-- Who saved a lot, by the lot: the sweep looks every few seconds for the live lots someone saved
-- (the table had only the person's index, for the cabinet's list).
CREATE INDEX favourites_lot_idx ON favourites (lot_id);

-- The lots whose "ends soon" was written, in the transaction that writes it: once per lot whatever
-- number of workers sweep.
CREATE TABLE lot_end_reminders (
  lot_id      integer     PRIMARY KEY REFERENCES lots (id) ON DELETE CASCADE,
  reminded_at timestamptz NOT NULL DEFAULT now()
);

-- The price last told of a lot and when: the next notice waits for a higher price and an hour.
CREATE TABLE lot_price_notices (
  lot_id  integer     PRIMARY KEY REFERENCES lots (id) ON DELETE CASCADE,
  price   bigint      NOT NULL CHECK (price > 0),
  told_at timestamptz NOT NULL DEFAULT now()
);
