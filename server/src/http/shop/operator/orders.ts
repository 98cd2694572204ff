import { orderIdQuerySchema, pageQuerySchema } from '@kimoshdi/shared';
import { moderationReasonSchema } from '@kimoshdi/shared/api/shop/operator-orders';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { currentUser, requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/**
 * api/shop/operator/orders: the moderation desk (shared/src/api/shop/operator-orders.ts). GET / is
 * the queue, GET /:id one order, POST /:id/approve, /:id/return and /:id/reject {reason} the
 * decisions. Operators only: guests 401, other roles 403.
 */
export function operatorOrdersRouter({ services }: Deps): Router {
  const desk = services.moderationDesk;
  const router = Router();
  const operator = requireRole(isOperator);
  router
    .route('/')
    .get(operator, async (req, res) => {
      const page = parse(pageQuerySchema, req.query);
      res.setHeader('Cache-Control', 'no-store');
      res.json(await desk.queue(page));
    })
    .all(methodNotAllowed);
  router
    .route('/:id')
    .get(operator, async (req, res) => {
      const { id } = parse(orderIdQuerySchema, req.params);
      res.setHeader('Cache-Control', 'no-store');
      res.json(await desk.order(id, req.lang));
    })
    .all(methodNotAllowed);
  router
    .route('/:id/approve')
    .post(operator, async (req, res) => {
      const { id } = parse(orderIdQuerySchema, req.params);
      res.json(await desk.approve({ orderId: id, moderatorId: currentUser(req).id }));
    })
    .all(methodNotAllowed);
  router
    .route('/:id/return')
    .post(operator, async (req, res) => {
      const { id } = parse(orderIdQuerySchema, req.params);
      const { reason } = parse(moderationReasonSchema, req.body ?? {});
      res.json(await desk.return({ orderId: id, moderatorId: currentUser(req).id, reason }));
    })
    .all(methodNotAllowed);
  router
    .route('/:id/reject')
    .post(operator, async (req, res) => {
      const { id } = parse(orderIdQuerySchema, req.params);
      const { reason } = parse(moderationReasonSchema, req.body ?? {});
      res.json(await desk.reject({ orderId: id, moderatorId: currentUser(req).id, reason }));
    })
    .all(methodNotAllowed);
  return router;
}
