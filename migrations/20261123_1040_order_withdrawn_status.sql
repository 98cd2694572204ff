-- An order whose every lot its customer withdrew from trade stands as "withdrawn from trade" (7),
-- not "trade finished" (6): shared/src/domain/order/order-progress.ts. The status joins the code
-- list (the seed keeps its names), and the orders already so move to it with a history row.
ALTER TABLE order_statuses DROP CONSTRAINT order_statuses_id_check;
ALTER TABLE order_statuses ADD CONSTRAINT order_statuses_id_check CHECK (id BETWEEN 1 AND 7);
INSERT INTO order_statuses (id, code, name_uz, name_ru, name_uz_cyrl, name_en)
VALUES (7, 'withdrawn', 'Savdodan olindi', 'Снят с торгов', 'Савдодан олинди', 'Withdrawn from trade')
ON CONFLICT (id) DO NOTHING;

WITH withdrawn AS (
  UPDATE orders o SET status = 7
  WHERE o.status = 6
    AND EXISTS (SELECT 1 FROM lots l WHERE l.order_id = o.id)
    AND NOT EXISTS (SELECT 1 FROM lots l WHERE l.order_id = o.id AND l.lot_status <> 10)
  RETURNING o.id
)
INSERT INTO order_flows (order_id, action, status)
SELECT id, 'progress', 7 FROM withdrawn;
