-- The live auction (docs/architecture.md section 2, docs/domain.md "The auction", "Deposit and balance"): buyers'
-- applications with their deposits, the durable bid log, auto-bid maxima, and each lot's auction
-- record (its interruptions and its outcome). Money in tiyin (BIGINT), times in timestamptz (UTC).

-- Per-lot rules the operator may change: the over-time window (anti-sniping) and the winner's
-- payment term in working days.
ALTER TABLE lots
  ADD COLUMN over_time_minutes   smallint NOT NULL DEFAULT 5 CHECK (over_time_minutes BETWEEN 0 AND 60),
  ADD COLUMN winner_payment_days smallint NOT NULL DEFAULT 3 CHECK (winner_payment_days BETWEEN 3 AND 10);

-- A buyer's application to an auction lot. The deposit is blocked in the ledger in the same
-- transaction that inserts the row (ledger business key = deposit_key), released when the
-- application is cancelled or the auction is lost or not held, kept for the winner.
-- Buyer numbers are given per lot in order of application, and never reused.
CREATE TABLE applications (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lot_id          integer     NOT NULL REFERENCES lots (id),
  user_id         bigint      NOT NULL REFERENCES users (id),
  buyer_number    integer     NOT NULL CHECK (buyer_number > 0),
  status          text        NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'cancelled')),
  deposit_amount  bigint      NOT NULL CHECK (deposit_amount >= 0),
  deposit_key     text        NOT NULL UNIQUE,
  deposit_state   text        NOT NULL DEFAULT 'blocked'
                  CHECK (deposit_state IN ('blocked', 'released', 'kept', 'forfeited')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  cancelled_at    timestamptz
);
-- One live application per buyer and lot; a cancelled one may be followed by a new one.
CREATE UNIQUE INDEX applications_active_idx ON applications (lot_id, user_id) WHERE status = 'sent';
CREATE UNIQUE INDEX applications_buyer_number_idx ON applications (lot_id, buyer_number);
CREATE INDEX applications_user_idx ON applications (user_id, created_at DESC, id DESC);

-- Each auction's record beside its lot: created when the auction starts (or when the engine first
-- builds a live lot's state). lots.lot_status and lots.ends_at stay the catalogue's truth; this
-- holds what only the auction needs.
CREATE TABLE auctions (
  lot_id                integer     PRIMARY KEY REFERENCES lots (id),
  -- 'flat': every step 2 % (start price above 2 000 BHM on the notice's day); 'standard': 5 % x4 then 3 %.
  step_mode             text        NOT NULL CHECK (step_mode IN ('standard', 'flat')),
  started_at            timestamptz NOT NULL,
  -- The end as scheduled before any over-time (null: the lot's ends_at when the row was made).
  scheduled_end_at      timestamptz,
  paused_at             timestamptz,
  closed_at             timestamptz,
  settled_at            timestamptz,
  winner_user_id        bigint      REFERENCES users (id),
  winner_buyer_number   integer,
  winner_price          bigint      CHECK (winner_price > 0),
  reserve_user_id       bigint      REFERENCES users (id),
  reserve_buyer_number  integer,
  reserve_price         bigint      CHECK (reserve_price > 0),
  payment_deadline      timestamptz
);

-- Technical interruptions (pause and resume), oldest first.
CREATE TABLE auction_interruptions (
  id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lot_id       integer     NOT NULL REFERENCES lots (id),
  paused_at    timestamptz NOT NULL,
  resumed_at   timestamptz,
  reason       text        NOT NULL DEFAULT '',
  paused_by    bigint      REFERENCES users (id),
  resumed_by   bigint      REFERENCES users (id)
);
CREATE INDEX auction_interruptions_lot_idx ON auction_interruptions (lot_id, id);

-- The record of every accepted bid, in the lot's order. A bid is acknowledged only once its row is
-- committed (group commit); the reconciler copies any the Redis log holds that this table lacks.
CREATE TABLE bids (
  lot_id        integer     NOT NULL REFERENCES lots (id),
  seq           integer     NOT NULL CHECK (seq > 0),
  user_id       bigint      NOT NULL REFERENCES users (id),
  buyer_number  integer     NOT NULL,
  amount        bigint      NOT NULL CHECK (amount > 0),
  kind          text        NOT NULL CHECK (kind IN ('manual', 'auto')),
  -- Price steps taken once this bid stands (an auto-bid duel may take several steps in one bid).
  step_no       integer     NOT NULL CHECK (step_no > 0),
  request_id    text,
  -- Redis TIME when the engine accepted it, and the lot's end after it (over-time moves the end).
  placed_at     timestamptz NOT NULL,
  ends_at       timestamptz NOT NULL,
  committed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lot_id, seq)
);
CREATE INDEX bids_user_idx ON bids (user_id, lot_id);

-- Auto-bid maxima (secret). set_order orders equal maxima: the earlier set wins.
CREATE TABLE auto_bids (
  lot_id      integer     NOT NULL REFERENCES lots (id),
  user_id     bigint      NOT NULL REFERENCES users (id),
  max_amount  bigint      NOT NULL CHECK (max_amount > 0),
  set_order   bigint      NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lot_id, user_id)
);
