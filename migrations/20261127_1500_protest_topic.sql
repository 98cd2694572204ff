-- Protests leave the cabinet (issue 27): a protest filed against a lot's result reaches the
-- customer, who has a deadline to answer it, and its answer and the operator's review reach the
-- people concerned, on the channels of a topic of their own.
ALTER TABLE notification_settings DROP CONSTRAINT notification_settings_topic_check;
ALTER TABLE notification_settings
  ADD CONSTRAINT notification_settings_topic_check
  CHECK (topic IN ('money', 'bars', 'orders', 'protests', 'starts', 'outbid'));
ALTER TABLE notifications DROP CONSTRAINT notifications_topic_check;
ALTER TABLE notifications
  ADD CONSTRAINT notifications_topic_check
  CHECK (topic IN ('money', 'bars', 'orders', 'protests', 'starts', 'outbid'));
