-- The money ledger (docs/architecture.md section 3): accounts, transactions and their entries, plus the two
-- records of money crossing the platform's edge: payments received through providers (Payme, Click)
-- and refund applications paid back to bank cards. Amounts are BIGINT tiyin (1 so'm = 100 tiyin).

-- Each user has two accounts: `available` (spendable) and `blocked` (deposits, pending refunds).
-- Platform accounts have no user: `provider_clearing` is the counterpart of money coming in through
-- providers and going back out as refunds; the others receive forfeited deposits, sale proceeds
-- and penalties. User accounts never go below zero; platform accounts carry the other side, so the
-- sum of every balance is always zero.
CREATE TABLE ledger_accounts (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint      REFERENCES users (id),
  kind        text        NOT NULL,
  balance     bigint      NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_kind_check CHECK (
    (user_id IS NOT NULL AND kind IN ('available', 'blocked'))
    OR (user_id IS NULL AND kind IN ('provider_clearing', 'deposits_forfeited', 'sales_proceeds', 'penalties'))
  ),
  CONSTRAINT ledger_accounts_user_balance_check CHECK (user_id IS NULL OR balance >= 0),
  CONSTRAINT ledger_accounts_user_kind_key UNIQUE (user_id, kind)
);
-- UNIQUE (user_id, kind) treats NULLs as distinct: platform kinds need their own index.
CREATE UNIQUE INDEX ledger_accounts_platform_kind_key ON ledger_accounts (kind) WHERE user_id IS NULL;

INSERT INTO ledger_accounts (kind)
VALUES ('provider_clearing'), ('deposits_forfeited'), ('sales_proceeds'), ('penalties');

-- One money movement. `business_key` makes it idempotent: a provider's transaction id, a lot and a
-- user; a repeat finds the first row instead of moving money again. `settles_id` ties a release,
-- forfeit, refund decision or top-up reversal to the movement it closes; UNIQUE means a deposit is
-- released or forfeited once, never both, and a refund is approved or rejected once.
CREATE TABLE ledger_transactions (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind          text        NOT NULL CHECK (kind IN (
                  'top_up', 'top_up_reversal', 'deposit_block', 'deposit_release', 'deposit_forfeit',
                  'refund_request', 'refund_approve', 'refund_reject', 'payment', 'penalty')),
  business_key  text        NOT NULL UNIQUE,
  user_id       bigint      NOT NULL REFERENCES users (id),
  amount        bigint      NOT NULL CHECK (amount > 0),
  settles_id    bigint      UNIQUE REFERENCES ledger_transactions (id),
  description   text        NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transactions_settles_check CHECK (
    kind NOT IN ('top_up_reversal', 'deposit_release', 'deposit_forfeit', 'refund_approve', 'refund_reject')
    OR settles_id IS NOT NULL
  )
);
CREATE INDEX ledger_transactions_user_idx ON ledger_transactions (user_id, created_at DESC, id DESC);

-- Double entry: a movement is two or more signed entries on accounts that sum to zero.
CREATE TABLE ledger_entries (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id  bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id      bigint NOT NULL REFERENCES ledger_accounts (id),
  amount          bigint NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);

-- Checked at commit (deferred), when every entry of the movement is in: at least two entries and a
-- zero sum. Fired by the transaction row too, so a movement without entries cannot commit either.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_id   bigint;
  total   numeric;
  entries integer;
BEGIN
  IF TG_TABLE_NAME = 'ledger_transactions' THEN
    tx_id := NEW.id;
  ELSE
    tx_id := NEW.transaction_id;
  END IF;
  SELECT coalesce(sum(amount), 0), count(*) INTO total, entries
    FROM ledger_entries WHERE transaction_id = tx_id;
  IF entries < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is not balanced: % entries summing to %', tx_id, entries, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

CREATE CONSTRAINT TRIGGER ledger_transactions_balanced
  AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- The record is append-only: a mistake is corrected by a new movement, never by editing history.
CREATE FUNCTION ledger_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER ledger_transactions_append_only
  BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();

CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();

-- Money received through a provider: the cabinet's payments (receipt number, time, amount, status,
-- description) and the provider's own view of the transaction. `state` follows the provider:
-- Payme 1 created, 2 performed, -1 cancelled before perform, -2 cancelled after perform; Click
-- prepared, completed, cancelled. Times in milliseconds since the epoch, as Payme reports them.
CREATE TABLE payments (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  receipt_no      text NOT NULL GENERATED ALWAYS AS ('KP' || lpad(id::text, 8, '0')) STORED,
  user_id         bigint      NOT NULL REFERENCES users (id),
  provider        text        NOT NULL CHECK (provider IN ('payme', 'click', 'test')),
  provider_tx_id  text        NOT NULL,
  amount          bigint      NOT NULL CHECK (amount > 0),
  state           text        NOT NULL,
  status          text NOT NULL GENERATED ALWAYS AS (
                    CASE
                      WHEN state IN ('2', 'completed') THEN 'paid'
                      WHEN state IN ('1', 'prepared') THEN 'pending'
                      WHEN state = '-2' THEN 'reversed'
                      ELSE 'cancelled'
                    END) STORED,
  description     text        NOT NULL,
  -- Payme's own `time` of CreateTransaction: GetStatement selects by it.
  provider_time   bigint,
  create_time     bigint      NOT NULL,
  perform_time    bigint,
  cancel_time     bigint,
  -- Payme's cancel reason (1..10), or Click's error code of a cancelled payment.
  cancel_reason   smallint,
  ledger_tx_id    bigint      REFERENCES ledger_transactions (id),
  reversal_tx_id  bigint      REFERENCES ledger_transactions (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payments_provider_tx_key UNIQUE (provider, provider_tx_id),
  CONSTRAINT payments_state_check CHECK (
    (provider = 'payme' AND state IN ('1', '2', '-1', '-2'))
    OR (provider = 'click' AND state IN ('prepared', 'completed', 'cancelled'))
    OR (provider = 'test' AND state = 'completed')
  ),
  CONSTRAINT payments_performed_check CHECK ((state IN ('2', '-2', 'completed')) = (ledger_tx_id IS NOT NULL))
);
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC, id DESC);
CREATE INDEX payments_payme_time_idx ON payments (provider_time) WHERE provider = 'payme';
-- Payme: one unfinished transaction per account at a time.
CREATE UNIQUE INDEX payments_payme_one_active_key ON payments (user_id) WHERE provider = 'payme' AND state = '1';

-- Refund applications ("payment-back"): the amount is blocked when applied for; an operator approves
-- (the money leaves to the card) or rejects (it returns to the available balance). The card number
-- is never stored whole: first six and last four digits only.
CREATE TABLE refunds (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint      NOT NULL REFERENCES users (id),
  bank_name   text        NOT NULL CHECK (length(bank_name) BETWEEN 2 AND 200),
  card_type   text        NOT NULL CHECK (card_type IN ('uzcard', 'humo', 'visa', 'mastercard')),
  card_mask   text        NOT NULL CHECK (card_mask ~ '^[0-9]{4} [0-9]{2}\*\* \*\*\*\* [0-9]{4}$'),
  amount      bigint      NOT NULL CHECK (amount > 0),
  status      text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  decided_at  timestamptz,
  decided_by  bigint      REFERENCES users (id),
  reason      text,
  CONSTRAINT refunds_decision_check CHECK ((status = 'pending') = (decided_at IS NULL AND decided_by IS NULL))
);
CREATE INDEX refunds_user_idx ON refunds (user_id, created_at DESC, id DESC);
CREATE INDEX refunds_status_idx ON refunds (status, created_at DESC, id DESC);
