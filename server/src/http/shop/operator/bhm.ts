import { bhmInputSchema, rowIdParamsSchema } from '@kimoshdi/shared';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { currentUser, requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/**
 * api/shop/operator/bhm: the base amount's history (GET), a value from a day after today (POST
 * {from, value, reason}), and withdrawing one whose day has not come (POST /:id/withdraw). Operators only.
 */
export function operatorBhmRouter({ calendar }: Deps): Router {
  const router = Router();
  const operator = requireRole(isOperator);
  router
    .route('/')
    .get(operator, async (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await calendar.bhmHistory());
    })
    .post(operator, async (req, res) => {
      const input = parse(bhmInputSchema, req.body ?? {});
      const { id, fullName } = currentUser(req);
      res.status(201).json(await calendar.addBhm({ ...input, operatorId: id, operatorName: fullName }));
    })
    .all(methodNotAllowed);
  router
    .route('/:id/withdraw')
    .post(operator, async (req, res) => {
      const { id } = parse(rowIdParamsSchema, req.params);
      res.json(await calendar.withdrawBhm({ id, operatorId: currentUser(req).id }));
    })
    .all(methodNotAllowed);
  return router;
}
