import { pageQuerySchema } from '@kimoshdi/shared';
import { canBuy } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { currentUser, requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/** api/shop/winner-payments?page&size: what the signed-in buyer paid for won lots, and the schedules. */
export function winnerPaymentsRouter({ services }: Deps): Router {
  const router = Router();
  router
    .route('/')
    .get(requireRole(canBuy), async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await services.winlots.payments(currentUser(req).id, parse(pageQuerySchema, req.query)));
    })
    .all(methodNotAllowed);
  return router;
}
