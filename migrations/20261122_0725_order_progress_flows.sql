-- The order's history also records the order following its lots ('progress', its status saying
-- where: 3 on trade, 4 trade held, 5 awaiting payment, 6 finished), a lot withdrawn from trade, a
-- lot put up again (repeated auction), and a participant's protest with the customer's answer.
-- One list for all of them, so later migrations need not rewrite the check again.
ALTER TABLE order_flows DROP CONSTRAINT order_flows_action_check;
ALTER TABLE order_flows ADD CONSTRAINT order_flows_action_check
  CHECK (action IN ('created', 'sent', 'cancelled', 'returned', 'duplicated', 'approved', 'rejected',
                    'progress', 'withdrawn', 'repeated',
                    'protest_filed', 'protest_accepted', 'protest_rejected'));
