-- Applications close before the start (issue 28, lot status 3 "applications closed"): an
-- auction's applications are taken until `applications_close_at`, one hour before its start by
-- the schedule (shared/src/domain/trade/trade-schedule.ts). Null for a lot written before the
-- rule, or by a fixture that gives no close: its applications are taken until the start, as
-- before. A start moved earlier than the close (an operator's fix, a test) closes them at the
-- start: the earlier of the two wins, so no check ties the two columns. The trade sweep moves a
-- lot still accepting applications (2) past this time to 3; the application calls read the time
-- itself, so a late sweep never lets an application in.
ALTER TABLE lots ADD COLUMN applications_close_at timestamptz;
-- The sweep's range: only lots still accepting applications with a close time.
CREATE INDEX lots_applications_close_idx ON lots (applications_close_at)
  WHERE lot_status = 2 AND applications_close_at IS NOT NULL;
