-- An operator suspends an auction lot before its start for a review (a complaint about the
-- property, papers in doubt): the lot goes to status 17 (under moderation) and waits, then the
-- operator resumes it (back to 2 or 3, or a new schedule when the start passed meanwhile) or
-- cancels its trade (13, every standing deposit released). One row per suspension; at most one
-- open (undecided) review per lot, whatever the service checked.
CREATE TABLE lot_reviews (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lot_id          integer     NOT NULL REFERENCES lots (id),
  suspended_by    bigint      NOT NULL REFERENCES users (id),
  reason          text        NOT NULL CHECK (length(reason) BETWEEN 5 AND 1000),
  -- The status the lot had when suspended (2 accepting applications or 3 applications closed).
  previous_status integer     NOT NULL,
  suspended_at    timestamptz NOT NULL DEFAULT now(),
  decided_by      bigint      REFERENCES users (id),
  decision        text        CHECK (decision IN ('resumed', 'cancelled')),
  decision_note   text        CHECK (length(decision_note) <= 1000),
  decided_at      timestamptz,
  CONSTRAINT lot_reviews_decided_check
    CHECK ((decision IS NULL) = (decided_at IS NULL) AND (decision IS NULL) = (decided_by IS NULL))
);
CREATE UNIQUE INDEX lot_reviews_one_open_idx ON lot_reviews (lot_id) WHERE decision IS NULL;
-- The desk: open reviews first (oldest first), then the decided ones (newest first).
CREATE INDEX lot_reviews_desk_idx ON lot_reviews ((decision IS NULL) DESC, suspended_at, id);
CREATE INDEX lot_reviews_lot_idx ON lot_reviews (lot_id, id);
