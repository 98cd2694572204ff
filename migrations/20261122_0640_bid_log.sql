-- The public bid log (docs/bid-log.md) is read from lot_result_bids, the user-free copy of a finished
-- lot's bids: it now carries what the chain covers beyond seq, buyer, amount and time (the steps
-- taken, which the step rule is checked against) and each bid's chain hash, copied from `bids` at
-- the close (never recomputed). Rows seeded by the demo get theirs when seeded.
ALTER TABLE lot_result_bids
  ADD COLUMN step_no integer CHECK (step_no > 0),
  ADD COLUMN chain_hash text CHECK (chain_hash ~ '^[0-9a-f]{64}$');

-- The group commit's one-statement path (docs/bid-log.md "Where the chain is computed"): takes the
-- chains' locks of the batch's lots (in the order given: the caller sorts them) and then, with a
-- fresh snapshot once they are held, checks that each lot's chain is where the caller remembers
-- it: the remembered last chained bid is in the record with that hash, and nothing follows it
-- (no copy ahead of its commit, no duplicate). Anything else raises KB001 and the caller takes the
-- transaction path, which reads and walks. The insert it guards is then the whole commit.
CREATE FUNCTION bid_chain_guard(lot_ids integer[], head_seqs integer[], head_hashes text[])
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  lot integer;
BEGIN
  FOREACH lot IN ARRAY lot_ids LOOP
    PERFORM pg_advisory_xact_lock(1651074147, lot);
  END LOOP;
  IF EXISTS (
    SELECT 1 FROM unnest(lot_ids, head_seqs, head_hashes) AS h (lot_id, seq, hash)
    WHERE NOT EXISTS (SELECT 1 FROM bids b WHERE b.lot_id = h.lot_id AND b.seq = h.seq AND b.chain_hash = h.hash)
       OR EXISTS (SELECT 1 FROM bids b WHERE b.lot_id = h.lot_id AND b.seq > h.seq)
  ) THEN
    RAISE EXCEPTION 'bid chain heads moved' USING ERRCODE = 'KB001';
  END IF;
  RETURN true;
END
$$;
