-- Cabinet messages are rendered when read, in the reader's language (issue 9, part B 8): a message
-- keeps the key of its texts (`messages:auction.won`, `pay:ledger.top_up`) and their parameters
-- (money in tiyin, instants in UTC, lot numbers, an operator's reason). title and content stay: the
-- text as first written, which is what rows written before this migration (no key) show.
ALTER TABLE notifications
  ADD COLUMN message_key text,
  ADD COLUMN params      jsonb,
  ADD CONSTRAINT notifications_params_with_key CHECK (params IS NULL OR message_key IS NOT NULL);
