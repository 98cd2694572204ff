-- What an order following its lots needs (server/src/modules/trade/order-progress.ts), under the
-- order's lock, in one round trip: the lock and the reads after it used to be two statements, and
-- the lock is held from it to the commit, so every round trip under it queues the lots of the
-- order settling or paid at that moment.
--
-- order_progress_locked(order_id, lot_statuses, awaiting_status)
--   -> one row (order_status, statuses, awaited); no row when the order does not exist.
-- 1. Locks the order's row as an UPDATE of its status does (FOR NO KEY UPDATE: its history and its
--    lots, which refer to it, are still written meanwhile).
-- 2. Then, each read its own statement (a fresh snapshot under READ COMMITTED, so every
--    transaction that held the lock before is seen committed):
--    - statuses: which of lot_statuses the order's lots have, one probe of lots_order_status_idx
--      per status, each stopping at its first lot (an order of a thousand lots is synced on each of
--      its thousand closes and payments: reading every lot each time cost a millisecond);
--    - awaited: some open won lot (offered, awaiting payment, paying) of a lot of the order, looked
--      for only when no lot has awaiting_status (those say so by their status), else false.
CREATE FUNCTION order_progress_locked(order_id integer, lot_statuses smallint[], awaiting_status smallint)
RETURNS TABLE (order_status smallint, statuses smallint[], awaited boolean)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  SELECT o.status INTO order_status FROM orders o WHERE o.id = order_progress_locked.order_id
  FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  statuses := array(
    SELECT s FROM unnest(lot_statuses) AS s
    WHERE EXISTS (SELECT 1 FROM lots l WHERE l.order_id = order_progress_locked.order_id AND l.lot_status = s));
  awaited := NOT (awaiting_status = ANY (statuses)) AND EXISTS (
    SELECT 1 FROM winlots w JOIN lots l ON l.id = w.lot_id
    WHERE l.order_id = order_progress_locked.order_id
      AND w.state IN ('offered', 'awaiting_payment', 'paying'));
  RETURN NEXT;
END
$$;
