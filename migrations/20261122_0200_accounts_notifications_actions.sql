-- Users become real accounts of the shop: role, contacts, ids, and the link to the identity
-- provider that signed them in; plus the two records every later flow writes: notifications
-- (the cabinet's messages) and the action log.

ALTER TABLE users
  ADD COLUMN role        text NOT NULL DEFAULT 'buyer' CHECK (role IN ('buyer', 'customer', 'both', 'operator')),
  ADD COLUMN phone       text UNIQUE CHECK (phone ~ '^\+998[0-9]{9}$'),
  ADD COLUMN email       text UNIQUE CHECK (email = lower(email)),
  ADD COLUMN pinfl       text UNIQUE CHECK (pinfl ~ '^[0-9]{14}$'),
  ADD COLUMN stir        text UNIQUE CHECK (stir ~ '^[0-9]{9}$'),
  ADD COLUMN address     text,
  -- The identity provider and its subject id: "kimoshdi-id" or "oneid".
  ADD COLUMN idp         text,
  ADD COLUMN idp_subject text,
  ADD CONSTRAINT users_idp_subject_key UNIQUE (idp, idp_subject);

-- The cabinet's messages (spec: type, title, content, sent time, read flag).
CREATE TABLE notifications (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id   bigint      NOT NULL REFERENCES users (id),
  type      text        NOT NULL CHECK (type IN ('info', 'success', 'warning', 'error')),
  title     text        NOT NULL,
  content   text        NOT NULL,
  sent_at   timestamptz NOT NULL DEFAULT now(),
  read_at   timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, sent_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- The action log (spec: type, action type, code, result, time): every sign-in, password change,
-- money movement and application writes one row.
CREATE TABLE action_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      bigint      NOT NULL REFERENCES users (id),
  type         text        NOT NULL,
  action_type  text        NOT NULL,
  code         text,
  result       text        NOT NULL CHECK (result IN ('success', 'failure')),
  ip           text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX action_log_user_idx ON action_log (user_id, created_at DESC, id DESC);
