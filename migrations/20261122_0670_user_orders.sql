-- The one-click purchase at a fixed price (docs/decisions.md "One-click purchase"): a buyer confirms
-- with a code and buys copies of a fixed-price lot; the money moves in the ledger (kind `payment`,
-- key `user-order:<id>`), a cancel returns it (kind `payment_return`, settling that payment).

-- Codes that confirm a purchase and its cancel, in Kimoshdi ID's code table.
ALTER TABLE id_codes DROP CONSTRAINT id_codes_purpose_check;
ALTER TABLE id_codes
  ADD CONSTRAINT id_codes_purpose_check
  CHECK (purpose IN ('register', 'reset_password', 'confirm_contact', 'buy_lot', 'cancel_purchase'));

-- A cancelled purchase's money comes back from the seller to the buyer: a movement that settles the
-- payment (settles_id is UNIQUE, so a payment is returned once).
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN (
  'top_up', 'top_up_reversal', 'deposit_block', 'deposit_release', 'deposit_forfeit',
  'refund_request', 'refund_approve', 'refund_reject', 'payment', 'penalty', 'payment_return'));
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_settles_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_settles_check CHECK (
  kind NOT IN ('top_up_reversal', 'deposit_release', 'deposit_forfeit', 'refund_approve', 'refund_reject',
               'payment_return')
  OR settles_id IS NOT NULL
);

-- One purchase: `count` copies of a fixed-price lot at its price. The receipt number is derived from
-- the id, as a payment's is. `payment_tx_id` is the ledger movement that paid it, `return_tx_id` the
-- one that gave the money back when it was cancelled.
CREATE TABLE user_orders (
  id             bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  receipt_no     text        NOT NULL GENERATED ALWAYS AS ('UO' || lpad(id::text, 8, '0')) STORED,
  lot_id         integer     NOT NULL REFERENCES lots (id),
  user_id        bigint      NOT NULL REFERENCES users (id),
  count          integer     NOT NULL CHECK (count > 0),
  unit_price     bigint      NOT NULL CHECK (unit_price > 0),
  total          bigint      NOT NULL CHECK (total = unit_price * count),
  status         text        NOT NULL DEFAULT 'paid' CHECK (status IN ('paid', 'cancelled')),
  payment_tx_id  bigint      UNIQUE REFERENCES ledger_transactions (id),
  return_tx_id   bigint      UNIQUE REFERENCES ledger_transactions (id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  cancelled_at   timestamptz,
  CONSTRAINT user_orders_cancel_check CHECK (
    (status = 'cancelled') = (cancelled_at IS NOT NULL AND return_tx_id IS NOT NULL))
);
CREATE INDEX user_orders_user_idx ON user_orders (user_id, created_at DESC, id DESC);
CREATE INDEX user_orders_lot_idx ON user_orders (lot_id);
