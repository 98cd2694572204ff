import {
  operatorProtestsQuerySchema,
  protestIdParamsSchema,
  protestReviewBodySchema,
} from '@kimoshdi/shared';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { currentUser, requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/**
 * api/shop/operator/protests: every participant's protest with the customer's answer (GET
 * ?state=&page=&size=), and POST /:id/review {note}. Operators only: guests 401, other roles 403.
 */
export function operatorProtestsRouter({ services }: Deps): Router {
  const protests = services.protests;
  const router = Router();
  const operator = requireRole(isOperator);
  router
    .route('/')
    .get(operator, async (req, res) => {
      const query = parse(operatorProtestsQuerySchema, req.query);
      res.setHeader('Cache-Control', 'no-store');
      res.json(await protests.desk(query));
    })
    .all(methodNotAllowed);
  router
    .route('/:id/review')
    .post(operator, async (req, res) => {
      const { id } = parse(protestIdParamsSchema, req.params);
      const { note } = parse(protestReviewBodySchema, req.body ?? {});
      res.json(await protests.review({ operatorId: currentUser(req).id, protestId: id, note }));
    })
    .all(methodNotAllowed);
  return router;
}
