-- The won lot's road after the close (docs/decisions.md "The won lot's road"): who must pay or
-- decide, by when, and the payment schedule (one part for a lot paid in full, several for a lot
-- paid by parts). Money moves only in the ledger; these rows say what the money was for.

-- A deposit counted toward the price it was kept for ends 'counted' (the fourth way a deposit ends,
-- beside released and forfeited).
ALTER TABLE applications DROP CONSTRAINT applications_deposit_state_check;
ALTER TABLE applications ADD CONSTRAINT applications_deposit_state_check
  CHECK (deposit_state IN ('blocked', 'released', 'kept', 'counted', 'forfeited'));

-- One row per person a lot may go to: the winner, and the reserve winner (the last price below the
-- winner's) who waits in 'standby' with the deposit blocked until the winner pays (released) or
-- fails (offered). `deadline` is the one the person faces now: the due time of the next payment
-- part, or the end of the time to answer an offer. `remind_at` is when the reminder of that
-- deadline is due (NULL once sent, or when there is none).
CREATE TABLE winlots (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lot_id          integer     NOT NULL REFERENCES lots (id),
  user_id         bigint      NOT NULL REFERENCES users (id),
  role            text        NOT NULL CHECK (role IN ('winner', 'reserve')),
  application_id  bigint      REFERENCES applications (id),
  price           bigint      NOT NULL CHECK (price > 0),
  deposit         bigint      NOT NULL CHECK (deposit >= 0),
  state           text        NOT NULL CHECK (state IN (
                    'standby', 'offered', 'awaiting_payment', 'paying', 'paid',
                    'refused', 'missed', 'declined', 'expired', 'released')),
  deadline        timestamptz,
  remind_at       timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT winlots_lot_user_key UNIQUE (lot_id, user_id),
  CONSTRAINT winlots_deadline_check CHECK (
    state NOT IN ('offered', 'awaiting_payment', 'paying') OR deadline IS NOT NULL)
);
CREATE INDEX winlots_user_idx ON winlots (user_id, created_at DESC, id DESC);
-- The sweep's question: open won lots whose deadline or reminder is due.
CREATE INDEX winlots_open_deadline_idx ON winlots (deadline) WHERE state IN ('offered', 'awaiting_payment', 'paying');
CREATE INDEX winlots_remind_idx ON winlots (remind_at) WHERE remind_at IS NOT NULL;

-- The payment schedule of a won lot: part 1 counts the deposit (`deposit_counted`), so the buyer is
-- charged `amount - deposit_counted` from the available balance for it; every part's whole
-- `amount` goes to the seller. The parts' amounts sum to the price.
CREATE TABLE winner_payment_parts (
  winlot_id              bigint      NOT NULL REFERENCES winlots (id),
  part                   smallint    NOT NULL CHECK (part > 0),
  amount                 bigint      NOT NULL CHECK (amount > 0),
  deposit_counted        bigint      NOT NULL DEFAULT 0 CHECK (deposit_counted >= 0 AND deposit_counted <= amount),
  due_at                 timestamptz NOT NULL,
  state                  text        NOT NULL DEFAULT 'due' CHECK (state IN ('due', 'paid', 'missed', 'cancelled')),
  paid_at                timestamptz,
  ledger_transaction_id  bigint      UNIQUE REFERENCES ledger_transactions (id),
  PRIMARY KEY (winlot_id, part),
  CONSTRAINT winner_payment_parts_paid_check CHECK (
    (state = 'paid') = (paid_at IS NOT NULL AND ledger_transaction_id IS NOT NULL))
);

-- A cabinet message may point somewhere in the site ("you won": the won lots page). Only a path of
-- this site: never another origin.
ALTER TABLE notifications ADD COLUMN link text CHECK (link ~ '^/[A-Za-z0-9]' AND length(link) <= 300);
