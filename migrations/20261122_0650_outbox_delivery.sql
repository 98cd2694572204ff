-- Messages that really leave (docs/decisions.md "Messages that really leave"). outbox_messages
-- becomes a transactional outbox: sendSms/sendEmail insert the row in the caller's transaction, and
-- the row then records its own delivery. With the development transport ("outbox") the row is
-- written already delivered (provider 'outbox'); with a real one it is written 'queued' and a BullMQ
-- job sends it after the commit.
--
--   queued -> sending -> sent -> delivered      (sent: the provider took it; delivered: it says so)
--                  \-> queued (a retryable failure, BullMQ retries with backoff)
--                  \-> failed (a permanent refusal, or the last attempt failed)
--
-- Rows written before this migration were written to the development outbox: delivered there.
ALTER TABLE outbox_messages
  ADD COLUMN status text NOT NULL DEFAULT 'delivered'
    CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed')),
  -- Sending attempts started (a claim of the row by the job counts one).
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- 'outbox', 'smtp' or 'eskiz': who took the message.
  ADD COLUMN provider text,
  -- The provider's id of the message (Eskiz's SMS id, the SMTP Message-ID).
  ADD COLUMN provider_message_id text,
  -- Why the last attempt failed (a provider's answer or a network error; never the body).
  ADD COLUMN last_error text,
  -- When the status last changed: the sweep finds rows stuck in 'queued' or 'sending' by it.
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN delivered_at timestamptz;

UPDATE outbox_messages
SET provider = 'outbox', sent_at = created_at, delivered_at = created_at, updated_at = created_at;

ALTER TABLE outbox_messages ALTER COLUMN status SET DEFAULT 'queued';

-- The sweep's look-up: only the few rows still on their way.
CREATE INDEX outbox_messages_pending_idx ON outbox_messages (updated_at)
  WHERE status IN ('queued', 'sending');

-- A queued message is announced at commit (a rolled-back insert announces nothing): the worker
-- processes listen on `outbox_message_queued` and turn the id into a BullMQ job at once.
CREATE FUNCTION notify_outbox_message_queued() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_message_queued', NEW.id::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER outbox_messages_queued
  AFTER INSERT ON outbox_messages
  FOR EACH ROW WHEN (NEW.status = 'queued') EXECUTE FUNCTION notify_outbox_message_queued();
