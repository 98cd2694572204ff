-- Outbid notices leave the cabinet (issue 27): a topic of their own, on Telegram only, for a person
-- with a linked chat who is not on the lot's game page (modules/auction/room/outbid-notice.ts).
ALTER TABLE notification_settings DROP CONSTRAINT notification_settings_topic_check;
ALTER TABLE notification_settings
  ADD CONSTRAINT notification_settings_topic_check CHECK (topic IN ('money', 'bars', 'orders', 'outbid'));
ALTER TABLE notifications DROP CONSTRAINT notifications_topic_check;
ALTER TABLE notifications
  ADD CONSTRAINT notifications_topic_check CHECK (topic IN ('money', 'bars', 'orders', 'outbid'));

-- At most one outbid message a minute per person and lot on Telegram: the delivery looks for the
-- person's latest outbid notice of the lot whose deliveries were written.
CREATE INDEX notifications_outbid_sent_idx ON notifications (user_id, link, channels_at)
  WHERE topic = 'outbid';
