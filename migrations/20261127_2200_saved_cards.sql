-- Saved cards (issue 28): Uzcard and Humo cards a person bound through Payme's Subscribe API
-- (cards.create, an SMS code, cards.verify). We keep the provider's token and what the card shows
-- (the masked number, the expiry, its kind), never the number: the number passes through the bind
-- call to Payme and is forgotten. A removed card keeps its row (payments made from it refer to it)
-- with `removed_at` set and its token no longer used.
CREATE TABLE saved_cards (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      bigint      NOT NULL REFERENCES users (id),
  provider     text        NOT NULL CHECK (provider IN ('payme')),
  token        text        NOT NULL CHECK (length(token) BETWEEN 1 AND 1000),
  -- `8600 12** **** 1234`: first six and last four digits, as refunds keep it.
  card_mask    text        NOT NULL CHECK (card_mask ~ '^[0-9]{4} [0-9]{2}\*\* \*{4} [0-9]{4}$'),
  -- MM/YY as printed on the card.
  expire       text        NOT NULL CHECK (expire ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'),
  card_kind    text        NOT NULL CHECK (card_kind IN ('uzcard', 'humo')),
  -- Where the provider sent the code, masked as it answered (`99890*****12`).
  phone_mask   text,
  verified     boolean     NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  verified_at  timestamptz,
  removed_at   timestamptz,
  CONSTRAINT saved_cards_token_key UNIQUE (provider, token),
  CONSTRAINT saved_cards_verified_check CHECK (verified = (verified_at IS NOT NULL))
);
CREATE INDEX saved_cards_user_idx ON saved_cards (user_id, created_at DESC) WHERE removed_at IS NULL;
-- One live bound card per masked number and person: binding the same card again is refused.
CREATE UNIQUE INDEX saved_cards_one_live_key ON saved_cards (user_id, card_mask)
  WHERE verified AND removed_at IS NULL;

-- A top-up from a saved card: the person's request (its id makes a retry the same top-up), the
-- Payme receipt made for it (receipts.create) and paid (receipts.pay), and the payment the credit
-- wrote. The credit itself is a `payments` row (provider 'payme', the receipt id as Payme's
-- transaction id) and a ledger top-up keyed `payme:<receipt id>`, exactly as a checkout top-up.
CREATE TABLE saved_card_top_ups (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        bigint      NOT NULL REFERENCES users (id),
  saved_card_id  bigint      NOT NULL REFERENCES saved_cards (id),
  request_id     uuid        NOT NULL,
  amount         bigint      NOT NULL CHECK (amount > 0),
  receipt_id     text,
  state          text        NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid', 'failed')),
  -- Our error code of a failed attempt, answered again to a retry of the same request.
  error_code     text,
  payment_id     bigint      REFERENCES payments (id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT saved_card_top_ups_request_key UNIQUE (user_id, request_id),
  CONSTRAINT saved_card_top_ups_receipt_key UNIQUE (receipt_id),
  CONSTRAINT saved_card_top_ups_paid_check CHECK ((state = 'paid') = (payment_id IS NOT NULL)),
  CONSTRAINT saved_card_top_ups_failed_check CHECK ((state = 'failed') = (error_code IS NOT NULL))
);
CREATE INDEX saved_card_top_ups_card_idx ON saved_card_top_ups (saved_card_id);
