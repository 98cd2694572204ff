import {
  editRequestParamsSchema,
  editRequestRejectSchema,
  operatorEditRequestQuerySchema,
} from '@kimoshdi/shared';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { currentUser, requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/**
 * api/shop/operator/edit-requests: the desk of people's requests to change their verified data
 * (GET ?status=&page=&size=), POST /:id/approve and POST /:id/reject {reason}. Operators only:
 * guests 401, other roles 403.
 */
export function operatorEditRequestsRouter({ services }: Deps): Router {
  const { editRequests } = services;
  const router = Router();
  const operator = requireRole(isOperator);
  router
    .route('/')
    .get(operator, async (req, res) => {
      const query = parse(operatorEditRequestQuerySchema, req.query);
      res.setHeader('Cache-Control', 'no-store');
      res.json(await editRequests.desk(query));
    })
    .all(methodNotAllowed);
  router
    .route('/:id/approve')
    .post(operator, async (req, res) => {
      const { id } = parse(editRequestParamsSchema, req.params);
      res.json(await editRequests.approve(currentUser(req).id, id));
    })
    .all(methodNotAllowed);
  router
    .route('/:id/reject')
    .post(operator, async (req, res) => {
      const { id } = parse(editRequestParamsSchema, req.params);
      const { reason } = parse(editRequestRejectSchema, req.body ?? {});
      res.json(await editRequests.reject(currentUser(req).id, id, reason));
    })
    .all(methodNotAllowed);
  return router;
}
