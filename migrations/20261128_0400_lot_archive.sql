-- Archived lots (issue 28, lot status 14; shared/src/domain/lot/lot-archive.ts): half a year after
-- a lot's trade settled with nothing left open on it, the worker's archive sweep moves it to 14
-- and keeps the status it ended with here, so its outcome, result page, bid log and the bidders'
-- track records still read how the trade ended. Null on every lot that is not archived.
ALTER TABLE lots ADD COLUMN archived_from smallint;
-- A lot set to 14 before this column (no running code did; a hand-made fixture might have) keeps
-- the last other status its history shows.
UPDATE lots l SET archived_from = (
  SELECT f.status FROM lot_flows f WHERE f.lot_id = l.id AND f.status <> 14 ORDER BY f.at DESC, f.id DESC LIMIT 1)
WHERE l.lot_status = 14;
ALTER TABLE lots ADD CONSTRAINT lots_archived_from_check
  CHECK (archived_from IS NULL OR (lot_status = 14 AND archived_from <> 14));
-- The sweep's range: ended trades by their end, so a sweep reads only the lots old enough.
CREATE INDEX lots_archive_due_idx ON lots (ends_at) WHERE lot_status IN (5, 6, 7, 9, 10, 11, 13, 16);
