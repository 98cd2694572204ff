-- Quiet hours of the person's choosing (issue 27): whole hours of a Tashkent day, from `from_hour`
-- to `to_hour` (over midnight when from_hour is the later). Null: the default 22:00 to 08:00.
ALTER TABLE notification_quiet_nights
  ADD COLUMN from_hour smallint CHECK (from_hour BETWEEN 0 AND 23),
  ADD COLUMN to_hour   smallint CHECK (to_hour BETWEEN 0 AND 23),
  ADD CONSTRAINT notification_quiet_nights_hours_check
    CHECK ((from_hour IS NULL AND to_hour IS NULL)
      OR (from_hour IS NOT NULL AND to_hour IS NOT NULL AND from_hour <> to_hour));
