-- The public bid log's hash chain (docs/bid-log.md, written with the chain): every committed bid carries
-- hash_n = SHA-256(hash_{n-1} || canonical encoding of the bid), hex, computed in the transaction
-- that commits it (never recomputed later). hash_0, the genesis, is derived from the lot and kept on
-- the auction's record so the public log can show it. A bid whose predecessor is not yet in
-- PostgreSQL (a gap the reconciler will fill) stays unchained until the gap is filled.
ALTER TABLE bids ADD COLUMN chain_hash text CHECK (chain_hash ~ '^[0-9a-f]{64}$');
ALTER TABLE auctions ADD COLUMN chain_genesis text CHECK (chain_genesis ~ '^[0-9a-f]{64}$');
