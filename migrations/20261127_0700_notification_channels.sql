-- Notices that leave the cabinet (issue 27): a person's choice of channel per kind of notice, and
-- each channel's delivery of a cabinet message as an outbox row tied to it.
--
-- notification_settings: one row per person, topic and channel the person changed; a missing row
-- means the topic's default (shared/src/domain/notification/topics.ts). Topics and channels are
-- checked here too, so a row the code no longer knows cannot be written.
CREATE TABLE notification_settings (
  user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic      text        NOT NULL CHECK (topic IN ('money', 'bars', 'orders')),
  channel    text        NOT NULL CHECK (channel IN ('sms', 'email')),
  enabled    boolean     NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, topic, channel)
);

-- A cabinet message of a topic is delivered on the person's channels after its commit, by the
-- worker (modules/notification/notice-dispatch.ts): `topic` says it has channels, `channels_at`
-- when its deliveries were written. Writing them in the event's own transaction would lengthen
-- what holds the ledger's locks (a payment's notices are written under the accounts' lock).
ALTER TABLE notifications
  ADD COLUMN topic text CHECK (topic IN ('money', 'bars', 'orders')),
  ADD COLUMN channels_at timestamptz;

-- The sweep's look-up: only the few messages whose deliveries are not written yet.
CREATE INDEX notifications_channels_pending_idx ON notifications (id)
  WHERE topic IS NOT NULL AND channels_at IS NULL;

-- Announced at commit (a rolled-back insert announces nothing), as the outbox's queued messages
-- are: the worker processes listen on `notice_queued` and write the deliveries at once. Messages
-- of no topic (the outbid notices, in bursts) announce nothing.
CREATE FUNCTION notify_notice_queued() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notice_queued', NEW.id::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER notifications_notice_queued
  AFTER INSERT ON notifications
  FOR EACH ROW WHEN (NEW.topic IS NOT NULL) EXECUTE FUNCTION notify_notice_queued();

-- A delivery of a cabinet message on one channel: at most one per message and channel, so the same
-- notice is never sent twice on a channel (the insert says ON CONFLICT DO NOTHING). An e-mail may
-- carry an HTML part and headers (List-Unsubscribe, List-Unsubscribe-Post).
ALTER TABLE outbox_messages
  ADD COLUMN notification_id bigint REFERENCES notifications (id) ON DELETE SET NULL,
  ADD COLUMN html text,
  ADD COLUMN headers jsonb;
CREATE UNIQUE INDEX outbox_messages_notification_channel_idx
  ON outbox_messages (notification_id, channel) WHERE notification_id IS NOT NULL;
