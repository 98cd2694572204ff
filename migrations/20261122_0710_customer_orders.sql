-- The customer's orders (docs/decisions.md "Customer orders"): what a customer fills in step by
-- step while the order is forming (status 1), its bank requisites, its history, and the banks the
-- requisites name. Every order column added here is nullable: a half-done order is saved as it is,
-- and sending checks that everything is there (shared/src/domain/order/order-ready.ts).

-- Banks of Uzbekistan with the MFO code of their head office (reference data, seeded from
-- server/src/db/seed/data/banks.ts).
CREATE TABLE banks (
  mfo           text     PRIMARY KEY CHECK (mfo ~ '^[0-9]{5}$'),
  name_uz       text     NOT NULL,
  name_ru       text     NOT NULL,
  name_uz_cyrl  text     NOT NULL,
  name_en       text     NOT NULL,
  sort_order    integer  NOT NULL
);

ALTER TABLE orders
  -- The property step.
  ADD COLUMN property_name        text     CHECK (length(property_name) BETWEEN 1 AND 200),
  -- A leaf category when its group has children, else the top-level kind.
  ADD COLUMN category_id          integer  REFERENCES property_categories (id),
  ADD COLUMN quantity             integer  CHECK (quantity BETWEEN 1 AND 10000),
  ADD COLUMN description          text     CHECK (length(description) <= 5000),
  -- Price and terms. start_price is the price of one unit in tiyin; the order's price is
  -- start_price x quantity.
  ADD COLUMN trade_type           smallint REFERENCES trade_types (id),
  ADD COLUMN start_price          bigint   CHECK (start_price > 0),
  ADD COLUMN estimated_price      bigint   CHECK (estimated_price > 0),
  -- How long the lots stay on trade: a number of days, or until sold (stay_days NULL).
  ADD COLUMN stay_mode            text     CHECK (stay_mode IN ('days', 'until_sold')),
  ADD COLUMN stay_days            smallint CHECK (stay_days BETWEEN 1 AND 365),
  ADD COLUMN winner_payment_days  smallint CHECK (winner_payment_days BETWEEN 3 AND 10),
  ADD COLUMN part_payment         boolean,
  ADD COLUMN part_payment_months  smallint CHECK (part_payment_months BETWEEN 2 AND 36),
  ADD COLUMN property_type        text     CHECK (property_type IN ('ownership', 'rent')),
  ADD COLUMN rent_months          smallint CHECK (rent_months BETWEEN 1 AND 600),
  -- Where the property is.
  ADD COLUMN region_id            integer  REFERENCES regions (id),
  ADD COLUMN area_id              integer  REFERENCES areas (id),
  ADD COLUMN street               text     CHECK (length(street) BETWEEN 1 AND 300),
  ADD COLUMN latitude             double precision CHECK (latitude BETWEEN -90 AND 90),
  ADD COLUMN longitude            double precision CHECK (longitude BETWEEN -180 AND 180),
  -- Where the money of a sale goes: the bank (its MFO), the account, and a card.
  ADD COLUMN bank_mfo             text     REFERENCES banks (mfo),
  ADD COLUMN bank_account         text     CHECK (bank_account ~ '^[0-9]{20}$'),
  ADD COLUMN card_type            text     CHECK (card_type IN ('uzcard', 'humo', 'visa', 'mastercard')),
  ADD COLUMN card_number          text     CHECK (card_number ~ '^[0-9]{16}$'),
  -- The moderator returned the order to the customer (status back to 1, forming): when and why.
  -- A returned order is editable like a new one; the next sending clears neither, the history keeps
  -- every return.
  ADD COLUMN returned_at          timestamptz,
  ADD COLUMN return_reason        text,
  ADD COLUMN sent_at              timestamptz,
  ADD COLUMN updated_at           timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT orders_stay_mode_days_check CHECK (stay_mode IS DISTINCT FROM 'until_sold' OR stay_days IS NULL),
  ADD CONSTRAINT orders_ownership_no_rent_check CHECK (property_type IS DISTINCT FROM 'ownership' OR rent_months IS NULL),
  ADD CONSTRAINT orders_part_payment_months_when_check CHECK (part_payment IS TRUE OR part_payment_months IS NULL);

-- The customer's list: newest first.
CREATE INDEX orders_customer_recent_idx ON orders (customer_user_id, created_at DESC, id DESC)
  WHERE customer_user_id IS NOT NULL;

-- An order's history (order/flows): every status it entered, who moved it and why, oldest first.
CREATE TABLE order_flows (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id    integer     NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- What happened: created, sent, cancelled (the customer took it back), returned (the moderator),
  -- duplicated (made as a copy of another order).
  action      text        NOT NULL CHECK (action IN ('created', 'sent', 'cancelled', 'returned', 'duplicated')),
  status      smallint    NOT NULL REFERENCES order_statuses (id),
  user_id     bigint      REFERENCES users (id),
  note        text,
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_flows_order_idx ON order_flows (order_id, at, id);
