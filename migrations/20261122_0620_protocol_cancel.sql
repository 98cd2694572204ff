-- Results protocols after the auction (docs/decisions.md "Results protocols: PDF, QR, cancel"):
-- the winner's account (their cabinet lists their protocols; the winner's name on the row is the
-- name printed on it) and an operator's cancellation with its reason, who and when.
ALTER TABLE protocols
  ADD COLUMN winner_user_id bigint      REFERENCES users (id),
  ADD COLUMN cancelled_at   timestamptz,
  ADD COLUMN cancelled_by   bigint      REFERENCES users (id),
  ADD COLUMN cancel_reason  text,
  ADD CONSTRAINT protocols_cancel_fields CHECK (status = 'cancelled' OR (cancelled_at IS NULL AND cancel_reason IS NULL));

-- Protocols issued before the column: the auction's winner, where the auction has a record.
UPDATE protocols p SET winner_user_id = a.winner_user_id
  FROM auctions a WHERE a.lot_id = p.lot_id AND p.winner_user_id IS NULL;

CREATE INDEX protocols_winner_idx ON protocols (winner_user_id, id DESC) WHERE winner_user_id IS NOT NULL;
-- At most one active protocol per lot: a new one is issued only after the old one is cancelled.
CREATE UNIQUE INDEX protocols_active_lot_idx ON protocols (lot_id) WHERE status = 'active';
