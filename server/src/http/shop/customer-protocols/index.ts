import { pageQuerySchema } from '@kimoshdi/shared';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { publicOrigin } from '../../../lib/origin';
import { currentUser, requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/**
 * api/shop/customer-protocols?page=&size=: protocols of the lots of the caller's orders
 * (orders.customer_user_id), newest first. Anyone signed in; no orders, an empty list.
 */
export function customerProtocolsRouter({ services, config }: Deps): Router {
  const router = Router();
  const desk = services.protocolDesk;
  router
    .route('/')
    .get(requireUser, async (req, res) => {
      const page = parse(pageQuerySchema, req.query);
      res.json(await desk.ofCustomer(currentUser(req).id, page, publicOrigin(req, config)));
    })
    .all(methodNotAllowed);
  return router;
}
