-- Kimoshdi ID: the built-in identity provider the shop signs users in with (OpenID Connect, served
-- under /id by the same codebase). Its accounts are its own: the shop learns about a person only
-- through the claims of a completed sign-in. Also the outbox that development delivery writes to.

-- A person's account at the identity provider. Logins are the phone (+998XXXXXXXXX) or the e-mail
-- (lower case); at least one exists, and the one used at registration was confirmed by a code.
CREATE TABLE id_accounts (
  id              uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  phone           text        UNIQUE CHECK (phone ~ '^\+998[0-9]{9}$'),
  email           text        UNIQUE CHECK (email = lower(email) AND email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  phone_verified  boolean     NOT NULL DEFAULT false,
  email_verified  boolean     NOT NULL DEFAULT false,
  -- argon2id in PHC form ($argon2id$v=19$m=...,t=...,p=...$salt$hash).
  password_hash   text        NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  full_name       text        NOT NULL CHECK (length(full_name) BETWEEN 1 AND 150),
  -- A person's id (PINFL) or a taxpayer's id (STIR); one of them at least.
  pinfl           text        UNIQUE CHECK (pinfl ~ '^[0-9]{14}$'),
  stir            text        UNIQUE CHECK (stir ~ '^[0-9]{9}$'),
  role            text        NOT NULL CHECK (role IN ('buyer', 'customer', 'both')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT id_accounts_login_present CHECK (num_nonnulls(phone, email) >= 1),
  CONSTRAINT id_accounts_tax_id_present CHECK (num_nonnulls(pinfl, stir) >= 1)
);

-- One-time codes sent by SMS or e-mail (registration now, password reset later). Only an HMAC of
-- the code is kept. `flow` ties a code to the sign-in page (interaction) that asked for it, so the
-- code works only in the browser that started the registration; `payload` holds the registration
-- waiting for the code (the password already hashed, never in clear).
CREATE TABLE id_codes (
  id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose      text        NOT NULL CHECK (purpose IN ('register', 'reset_password')),
  channel      text        NOT NULL CHECK (channel IN ('sms', 'email')),
  destination  text        NOT NULL,
  flow         text,
  code_hash    text        NOT NULL,
  payload      jsonb,
  expires_at   timestamptz NOT NULL,
  attempts     smallint    NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  locked_at    timestamptz,
  consumed_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
-- The resend pause looks up the newest code of a destination; the code page the newest of a flow.
CREATE INDEX id_codes_destination_idx ON id_codes (destination, created_at DESC);
CREATE INDEX id_codes_flow_idx ON id_codes (flow, purpose, created_at DESC) WHERE flow IS NOT NULL;

-- oidc-provider's storage (its adapter interface): sessions, interactions, grants, codes and
-- tokens, one row per model instance, the payload kept as the library gives it.
CREATE TABLE oidc_payloads (
  model        text        NOT NULL,
  id           text        NOT NULL,
  payload      jsonb       NOT NULL,
  grant_id     text,
  user_code    text,
  uid          text,
  expires_at   timestamptz,
  consumed_at  timestamptz,
  PRIMARY KEY (model, id)
);
-- The adapter's lookups besides the key: revokeByGrantId, findByUid (sessions), findByUserCode.
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (model, grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code_idx ON oidc_payloads (model, user_code) WHERE user_code IS NOT NULL;
-- The clean-up of expired rows.
CREATE INDEX oidc_payloads_expires_idx ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;

-- The provider's signing keys (private JWKs), made once at the first start and kept, so tokens
-- signed before a restart still verify and every process signs with the same keys.
CREATE TABLE oidc_keys (
  kid         text        PRIMARY KEY,
  alg         text        NOT NULL,
  private_jwk jsonb       NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  retired_at  timestamptz
);

-- What the development delivery adapter "sends": SMS and e-mails are written here (and logged)
-- instead of leaving the machine. The development page /dev/outbox reads them.
CREATE TABLE outbox_messages (
  id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel      text        NOT NULL CHECK (channel IN ('sms', 'email')),
  destination  text        NOT NULL,
  subject      text,
  body         text        NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_destination_idx ON outbox_messages (destination, id DESC);
