-- Notices on Telegram (issue 27): a person links a Telegram chat from the cabinet with a one-time
-- code carried by the bot's deep link (t.me/<bot>?start=<code>), never by typing a phone.
--
-- telegram_link_codes: a code made for the signed-in person, good once and for a short while; a new
-- code removes the person's older ones. Only its hash is kept: whoever reads the table cannot link a
-- chat of their own to someone's account.
CREATE TABLE telegram_link_codes (
  code_hash  text        PRIMARY KEY,
  user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX telegram_link_codes_user_idx ON telegram_link_codes (user_id);

-- telegram_links: one chat per person and one person per chat (a chat linked again to another
-- account moves there). Removed when the person unlinks, sends /stop, or blocks the bot.
CREATE TABLE telegram_links (
  user_id   bigint      PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  chat_id   bigint      NOT NULL UNIQUE,
  username  text        CHECK (length(username) BETWEEN 1 AND 64),
  linked_at timestamptz NOT NULL DEFAULT now()
);

-- Telegram is a channel of a topic like SMS and e-mail, and an outbox channel whose destination is
-- the chat; its message carries a button to the page that acts on the notice (`link`).
ALTER TABLE notification_settings DROP CONSTRAINT notification_settings_channel_check;
ALTER TABLE notification_settings
  ADD CONSTRAINT notification_settings_channel_check CHECK (channel IN ('sms', 'email', 'telegram'));
ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_channel_check;
ALTER TABLE outbox_messages
  ADD CONSTRAINT outbox_messages_channel_check CHECK (channel IN ('sms', 'email', 'telegram')),
  ADD COLUMN link text;
