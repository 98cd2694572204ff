-- Notices by web push (issue 27): a browser or an installed app the person allowed notifications
-- on subscribes with its push service, and the platform keeps the subscription as a device.
--
-- push_subscriptions: one row per subscription (its endpoint is the push service's address for that
-- browser and is unique; a browser signed in to another account moves its row there). p256dh and
-- auth are the browser's keys that each message is encrypted to (RFC 8291). Removed by the person,
-- when the push service answers 404 or 410 (the browser dropped it), or with the account.
CREATE TABLE push_subscriptions (
  id           bigserial   PRIMARY KEY,
  user_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint     text        NOT NULL UNIQUE CHECK (length(endpoint) BETWEEN 1 AND 1000),
  p256dh       text        NOT NULL CHECK (length(p256dh) BETWEEN 1 AND 200),
  auth         text        NOT NULL CHECK (length(auth) BETWEEN 1 AND 100),
  -- What the person sees the device as ("Chrome, Android"), made from the browser's user agent.
  label        text        NOT NULL CHECK (length(label) BETWEEN 1 AND 100),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, id);

-- The VAPID key pair that signs pushes, made at the first start where the configuration gives none
-- (development and the demo). One row: every process signs with the same key, so subscriptions
-- made through one process are good for all and survive a restart.
CREATE TABLE push_vapid_keys (
  id          smallint    PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  public_key  text        NOT NULL,
  private_key text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Push is a channel of a topic like the others, and an outbox channel whose destination is the
-- device (push_subscriptions.id): a notice goes once to each of the person's devices, so its
-- deliveries by push are unique per message and device, the others per message and channel.
ALTER TABLE notification_settings DROP CONSTRAINT notification_settings_channel_check;
ALTER TABLE notification_settings
  ADD CONSTRAINT notification_settings_channel_check
  CHECK (channel IN ('sms', 'email', 'telegram', 'push'));
ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_channel_check;
ALTER TABLE outbox_messages
  ADD CONSTRAINT outbox_messages_channel_check CHECK (channel IN ('sms', 'email', 'telegram', 'push'));
DROP INDEX outbox_messages_notification_channel_idx;
CREATE UNIQUE INDEX outbox_messages_notification_channel_idx
  ON outbox_messages (notification_id, channel) WHERE notification_id IS NOT NULL AND channel <> 'push';
CREATE UNIQUE INDEX outbox_messages_notification_device_idx
  ON outbox_messages (notification_id, destination) WHERE notification_id IS NOT NULL AND channel = 'push';
