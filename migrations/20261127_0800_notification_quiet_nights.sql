-- Quiet nights (issue 27): no SMS from 22:00 to 08:00 Tashkent time but a deadline's
-- (shared/src/domain/notification/quiet-nights.ts). A person who changed the default (on) has a row.
CREATE TABLE notification_quiet_nights (
  user_id    bigint      PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  enabled    boolean     NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A notice whose SMS waits for the morning: its other deliveries are written, and the sweep takes
-- it again once this time has passed.
ALTER TABLE notifications ADD COLUMN channels_after timestamptz;
