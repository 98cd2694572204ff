-- A bar lifted (issue 27): once an entry's last day has passed, the people it named are told they
-- may take part again (unless another entry still bars them). `lifted_told_at` says it was done, in
-- the transaction that writes the messages, so workers sweeping together tell each entry once.
-- Entries already over when this ships are counted as told: their people learnt it long ago.
ALTER TABLE blacklist_entries ADD COLUMN lifted_told_at timestamptz;
UPDATE blacklist_entries SET lifted_told_at = now() WHERE end_date < current_date;
CREATE INDEX blacklist_lifted_untold_idx ON blacklist_entries (end_date) WHERE lifted_told_at IS NULL;
