-- Participants' protests on a lot's result (docs/decisions.md "Participants' protests"): a
-- participant of an ended auction writes a protest within the window after the end; the lot's
-- customer accepts it (an optional note) or rejects it (a reason); an operator may mark any protest
-- reviewed with a note. Nothing here moves money or changes the lot: a result changes only through
-- the operator's own tools.
CREATE TABLE lot_protests (
  id             integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lot_id         integer     NOT NULL REFERENCES lots (id),
  user_id        bigint      NOT NULL REFERENCES users (id),
  -- The participant's buyer number in that auction: the customer sees the number, not the name.
  buyer_number   integer     NOT NULL CHECK (buyer_number > 0),
  -- 20 to 2000 characters is the contract's rule (UTF-16 units); here only what must always hold.
  text           text        NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  state          text        NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'accepted', 'rejected')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  -- The customer's answer is expected by then; later, the operator sees the protest overdue.
  answer_due_at  timestamptz NOT NULL,
  answer_note    text        CHECK (length(answer_note) BETWEEN 1 AND 1000),
  answered_at    timestamptz,
  answered_by    bigint      REFERENCES users (id),
  review_note    text        CHECK (length(review_note) BETWEEN 1 AND 1000),
  reviewed_at    timestamptz,
  reviewed_by    bigint      REFERENCES users (id),
  CONSTRAINT lot_protests_answer_check CHECK (
    (state = 'open') = (answered_at IS NULL)
    AND (answered_at IS NULL) = (answered_by IS NULL)
    AND (state <> 'rejected' OR answer_note IS NOT NULL)
    AND (state <> 'open' OR answer_note IS NULL)
  ),
  CONSTRAINT lot_protests_review_check CHECK (
    (reviewed_at IS NULL) = (reviewed_by IS NULL) AND (reviewed_at IS NULL) = (review_note IS NULL)
  )
);

-- One protest waiting for an answer per participant and lot: a second one is refused, and two sent
-- at once meet here.
CREATE UNIQUE INDEX lot_protests_open_idx ON lot_protests (lot_id, user_id)
  WHERE state = 'open' AND reviewed_at IS NULL;
-- The participant's list, the lots of an order, the operator's desk (newest first).
CREATE INDEX lot_protests_user_idx ON lot_protests (user_id, created_at DESC, id DESC);
CREATE INDEX lot_protests_lot_idx ON lot_protests (lot_id, created_at, id);
CREATE INDEX lot_protests_desk_idx ON lot_protests (created_at DESC, id DESC);
