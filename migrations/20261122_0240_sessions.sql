-- Shop sessions live in PostgreSQL so they survive losing Redis. The cookie holds a random token;
-- only its SHA-256 is stored, so a leaked table cannot be replayed as cookies.
CREATE TABLE sessions (
  id            text        PRIMARY KEY,
  user_id       bigint      NOT NULL REFERENCES users (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  user_agent    text,
  ip            text,
  -- The identity provider's ID token, to end its session too when the person signs out.
  id_token      text
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- Short-lived single-use tokens for the external cabinet (auth/auth-token): hashed like sessions.
CREATE TABLE auth_tokens (
  id          text        PRIMARY KEY,
  user_id     bigint      NOT NULL REFERENCES users (id),
  target      text        NOT NULL CHECK (target IN ('refund-application', 'refill-balance', 'profile')),
  lang        text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
