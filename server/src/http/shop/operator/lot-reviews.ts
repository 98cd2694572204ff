import {
  lotCancelSchema,
  lotResumeSchema,
  lotReviewParamsSchema,
  lotSuspendSchema,
} from '@kimoshdi/shared/api/shop/lot-reviews';
import { pageQuerySchema } from '@kimoshdi/shared/api/shop/page';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { currentUser, requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/**
 * api/shop/operator/lot-reviews: the reviews (GET ?page=&size=, open ones first), suspending an
 * auction lot before its start (POST suspend {lot_id, reason}), and the decision on a review (POST
 * :id/resume {note?}, :id/cancel {note}). Operators only: guests 401, other roles 403.
 */
export function operatorLotReviewsRouter({ services }: Deps): Router {
  const router = Router();
  const operator = requireRole(isOperator);
  const desk = services.lotReviews;
  router
    .route('/')
    .get(operator, async (req, res) => {
      const query = parse(pageQuerySchema, req.query);
      res.setHeader('Cache-Control', 'no-store');
      res.json(await desk.list(query));
    })
    .all(methodNotAllowed);
  router
    .route('/suspend')
    .post(operator, async (req, res) => {
      const input = parse(lotSuspendSchema, req.body ?? {});
      res.status(201).json(await desk.suspend(currentUser(req).id, input));
    })
    .all(methodNotAllowed);
  router
    .route('/:id/resume')
    .post(operator, async (req, res) => {
      const { id } = parse(lotReviewParamsSchema, req.params);
      const input = parse(lotResumeSchema, req.body ?? {});
      res.json(await desk.resume(currentUser(req).id, id, input));
    })
    .all(methodNotAllowed);
  router
    .route('/:id/cancel')
    .post(operator, async (req, res) => {
      const { id } = parse(lotReviewParamsSchema, req.params);
      const input = parse(lotCancelSchema, req.body ?? {});
      res.json(await desk.cancel(currentUser(req).id, id, input));
    })
    .all(methodNotAllowed);
  return router;
}
