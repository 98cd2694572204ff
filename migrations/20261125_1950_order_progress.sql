-- An order follows its lots (shared/src/domain/order/order-progress.ts), read under the order's
-- row lock from now on (server/src/modules/trade/order-progress.ts), and its lots' statuses found
-- with one index probe per status instead of reading every lot: (order_id, lot_status) replaces
-- the index on order_id alone.
CREATE INDEX lots_order_status_idx ON lots (order_id, lot_status);
DROP INDEX lots_order_idx;

-- Without the lock, two lots of one order settled or paid at the same moment each read the other
-- as open and left the order behind its lots for good. Such orders move to where their lots say,
-- by the same rule, with a history row.
WITH due AS (
  SELECT o.id,
         CASE
           WHEN EXISTS (SELECT 1 FROM lots l WHERE l.order_id = o.id AND l.lot_status IN (4, 12)) THEN 4
           WHEN EXISTS (SELECT 1 FROM lots l WHERE l.order_id = o.id
                        AND l.lot_status NOT IN (5, 6, 7, 8, 9, 10, 11, 13, 14, 16)) THEN 3
           WHEN EXISTS (SELECT 1 FROM lots l WHERE l.order_id = o.id AND l.lot_status = 8)
             OR EXISTS (SELECT 1 FROM winlots w JOIN lots l ON l.id = w.lot_id
                        WHERE l.order_id = o.id AND w.state IN ('offered', 'awaiting_payment', 'paying')) THEN 5
           WHEN NOT EXISTS (SELECT 1 FROM lots l WHERE l.order_id = o.id AND l.lot_status <> 10) THEN 7
           ELSE 6
         END AS status
  FROM orders o
  WHERE o.status >= 3 AND EXISTS (SELECT 1 FROM lots l WHERE l.order_id = o.id)
), moved AS (
  UPDATE orders o SET status = due.status FROM due
  WHERE o.id = due.id AND o.status <> due.status
  RETURNING o.id, o.status
)
INSERT INTO order_flows (order_id, action, status)
SELECT id, 'progress', status FROM moved;
