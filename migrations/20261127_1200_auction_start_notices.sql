-- An auction starting soon and starting now, told to the people who applied to it or saved it as a
-- favourite (issue 27): a topic of its own, and one reminder per lot before its start.
ALTER TABLE notification_settings DROP CONSTRAINT notification_settings_topic_check;
ALTER TABLE notification_settings
  ADD CONSTRAINT notification_settings_topic_check
  CHECK (topic IN ('money', 'bars', 'orders', 'starts', 'outbid'));
ALTER TABLE notifications DROP CONSTRAINT notifications_topic_check;
ALTER TABLE notifications
  ADD CONSTRAINT notifications_topic_check CHECK (topic IN ('money', 'bars', 'orders', 'starts', 'outbid'));

-- The lots whose "starts in 30 minutes" was written: the sweep writes it in the transaction that
-- inserts this row, so a lot's reminder is written once whatever number of workers sweep.
CREATE TABLE lot_start_reminders (
  lot_id      integer     PRIMARY KEY REFERENCES lots (id) ON DELETE CASCADE,
  reminded_at timestamptz NOT NULL DEFAULT now()
);
