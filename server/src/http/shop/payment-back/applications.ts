import { pageQuerySchema, refundApplicationSchema, rowIdParamsSchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { RefundService } from '../../../modules/refund';
import { currentUser } from '../../middleware/auth';
import { parse } from '../../../lib/parse';

/** POST payment-back: a refund application; its amount is blocked at once (201). */
export function postRefund(refunds: RefundService): RequestHandler {
  return async (req, res) => {
    const input = parse(refundApplicationSchema, req.body);
    res.status(201).json(await refunds.apply(currentUser(req).id, input));
  };
}

/** GET payment-back?page=&size=: the user's own applications, newest first. */
export function getRefunds(refunds: RefundService): RequestHandler {
  return async (req, res) => {
    const page = parse(pageQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await refunds.listOwn(currentUser(req).id, page));
  };
}

/** GET payment-back/:id: one of the user's applications (another user's id: 404). */
export function getRefund(refunds: RefundService): RequestHandler {
  return async (req, res) => {
    const { id } = parse(rowIdParamsSchema, req.params);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await refunds.own(currentUser(req).id, id));
  };
}
