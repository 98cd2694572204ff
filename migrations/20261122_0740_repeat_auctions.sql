-- Repeated auctions (docs/decisions.md "Repeated auctions (issue 12)"): a lot that did not sell may
-- be put up again at a lower start price, as a new lot of the same order. The new lot points at the
-- lot it repeats and counts the repeats (0 for an order's first lot, 1 for its first repeat, ...).
ALTER TABLE lots
  ADD COLUMN repeat_of_lot_id integer REFERENCES lots (id),
  ADD COLUMN repeat_round smallint NOT NULL DEFAULT 0 CHECK (repeat_round >= 0),
  ADD CONSTRAINT lots_repeat_round_of_check CHECK ((repeat_of_lot_id IS NULL) = (repeat_round = 0));

-- A lot is put up again at most once: a second repeat of the same lot cannot be written, whatever
-- runs at the same time.
CREATE UNIQUE INDEX lots_repeat_of_idx ON lots (repeat_of_lot_id) WHERE repeat_of_lot_id IS NOT NULL;
