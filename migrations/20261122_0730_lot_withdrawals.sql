-- A customer withdrawing a lot of their order from trade (docs/decisions.md "Withdrawal from
-- trade"): one row per withdrawn lot, numbered per customer, since the penalty grows with the count
-- (the 3rd costs 1 BHM, the 5th 3, the 7th 10). UNIQUE (user_id, ordinal) is the last word should
-- two withdrawals of one customer ever count at once (the service serialises them on the
-- customer's ledger accounts). The penalty is charged through the ledger (kind 'penalty', to the
-- platform's 'penalties' account, business key 'withdrawal:<lot>:penalty'), or owed as a debt.
CREATE TABLE lot_withdrawals (
  lot_id          integer     PRIMARY KEY REFERENCES lots (id),
  user_id         bigint      NOT NULL REFERENCES users (id),
  ordinal         integer     NOT NULL CHECK (ordinal >= 1),
  -- The BHM of the day (tiyin) and the penalty in BHM and in tiyin (0 for the first two).
  bhm             bigint      NOT NULL CHECK (bhm > 0),
  penalty_bhm     integer     NOT NULL CHECK (penalty_bhm >= 0),
  penalty         bigint      NOT NULL CHECK (penalty >= 0),
  -- The movement that charged the penalty at once; null when free or owed.
  penalty_tx_id   bigint      REFERENCES ledger_transactions (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT lot_withdrawals_user_ordinal_key UNIQUE (user_id, ordinal)
);

-- A penalty the customer's available balance could not pay when the lot was withdrawn: the whole
-- penalty is owed, nothing is charged. An open debt (paid_at null) blocks creating and sending
-- orders; paying it is one ledger movement with the penalty's own business key.
CREATE TABLE customer_debts (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint      NOT NULL REFERENCES users (id),
  lot_id      integer     NOT NULL UNIQUE REFERENCES lot_withdrawals (lot_id),
  amount      bigint      NOT NULL CHECK (amount > 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  paid_at     timestamptz,
  paid_tx_id  bigint      REFERENCES ledger_transactions (id),
  CONSTRAINT customer_debts_paid_check CHECK ((paid_at IS NULL) = (paid_tx_id IS NULL))
);
CREATE INDEX customer_debts_open_idx ON customer_debts (user_id) WHERE paid_at IS NULL;
CREATE INDEX customer_debts_user_idx ON customer_debts (user_id, created_at DESC, id DESC);
