-- The saved searches' new lots by e-mail in a digest (issue 27): one e-mail a day or an hour with
-- every lot found, instead of one e-mail per lot. The cabinet keeps its message per lot.
--
-- saved_search_digests: the person's choice (a missing row: daily) and when the last digest went.
CREATE TABLE saved_search_digests (
  user_id      bigint      PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  frequency    text        NOT NULL DEFAULT 'daily' CHECK (frequency IN ('daily', 'hourly', 'off')),
  last_sent_at timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- A found lot waits for the person's next digest until `digested_at` is set (in the transaction that
-- writes the digest e-mail, so a lot goes in one digest once). The lots found before this change
-- were e-mailed one by one already.
ALTER TABLE saved_search_lots ADD COLUMN digested_at timestamptz;
UPDATE saved_search_lots SET digested_at = announced_at;
CREATE INDEX saved_search_lots_waiting_idx ON saved_search_lots (saved_search_id) WHERE digested_at IS NULL;
