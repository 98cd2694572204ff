-- The operator's moderation desk (docs/decisions.md "Order moderation desk"): an order under the
-- check (status 2) is approved (status 3, its lot made), returned to the customer (status 1 with
-- returned_at, migration 0710) or rejected. A rejected order keeps status 2 (the check is where it
-- ended) with when and why; it leaves the queue and the customer may no longer cancel, edit or send
-- it, only copy it.
ALTER TABLE orders
  ADD COLUMN rejected_at    timestamptz,
  ADD COLUMN reject_reason  text CHECK (length(reject_reason) BETWEEN 1 AND 500),
  ADD CONSTRAINT orders_rejected_reason_check CHECK ((rejected_at IS NULL) = (reject_reason IS NULL));

-- The history learns the moderator's two other decisions.
ALTER TABLE order_flows DROP CONSTRAINT order_flows_action_check;
ALTER TABLE order_flows ADD CONSTRAINT order_flows_action_check
  CHECK (action IN ('created', 'sent', 'cancelled', 'returned', 'duplicated', 'approved', 'rejected'));

-- The desk's queue: orders waiting for the check, oldest sent first.
CREATE INDEX orders_moderation_queue_idx ON orders (sent_at, id) WHERE status = 2 AND rejected_at IS NULL;
