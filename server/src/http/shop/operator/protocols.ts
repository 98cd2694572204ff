import { operatorProtocolQuerySchema, protocolCancelSchema } from '@kimoshdi/shared/api/shop/protocols';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { publicOrigin } from '../../../lib/origin';
import { currentUser, requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/**
 * api/shop/operator/protocols: every results protocol (GET ?status=&page=&size=) and the cancel
 * (POST cancel {number, reason}: the reason is required, the winner reads it in the cabinet).
 * Operators only: guests 401, other roles 403.
 */
export function operatorProtocolsRouter({ services, config }: Deps): Router {
  const router = Router();
  const operator = requireRole(isOperator);
  const desk = services.protocolDesk;
  router
    .route('/')
    .get(operator, async (req, res) => {
      const query = parse(operatorProtocolQuerySchema, req.query);
      res.setHeader('Cache-Control', 'no-store');
      res.json(await desk.all(query, publicOrigin(req, config)));
    })
    .all(methodNotAllowed);
  router
    .route('/cancel')
    .post(operator, async (req, res) => {
      const input = parse(protocolCancelSchema, req.body ?? {});
      res.json(await desk.cancel(currentUser(req).id, input));
    })
    .all(methodNotAllowed);
  return router;
}
