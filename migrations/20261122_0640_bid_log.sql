-- The public bid log (docs/bid-log.md) is read from lot_result_bids, the user-free copy of a finished
-- lot's bids: it now carries what the chain covers beyond seq, buyer, amount and time (the steps
-- taken, which the step rule is checked against) and each bid's chain hash, copied from `bids` at
-- the close (never recomputed). Rows seeded by the demo get theirs when seeded.
ALTER TABLE lot_result_bids
  ADD COLUMN step_no integer CHECK (step_no > 0),
  ADD COLUMN chain_hash text CHECK (chain_hash ~ '^[0-9a-f]{64}$');
