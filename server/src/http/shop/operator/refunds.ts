import { operatorRefundQuerySchema, refundDecisionSchema, rowIdParamsSchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { RefundService } from '../../../modules/refund';
import { currentUser } from '../../middleware/auth';
import { parse } from '../../../lib/parse';

/** GET operator/refunds?status=&page=&size=: the applications to process, newest first. */
export function getOperatorRefunds(refunds: RefundService): RequestHandler {
  return async (req, res) => {
    const query = parse(operatorRefundQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await refunds.listAll(query));
  };
}

/** POST operator/refunds/:id/approve and /reject {reason?}: decides once (decided: 409 WRONG_STATE). */
export function postRefundDecision(refunds: RefundService, decision: 'approve' | 'reject'): RequestHandler {
  return async (req, res) => {
    const { id } = parse(rowIdParamsSchema, req.params);
    const { reason } = parse(refundDecisionSchema, req.body ?? {});
    res.json(await refunds[decision](currentUser(req).id, id, reason));
  };
}
