/**
 * /ops/queues: the BullMQ queues seen by the platform's operators (bull-board), to answer "is a
 * job stuck, failing, how many wait" without a Redis shell (docs/decisions.md "The queue view").
 * Operators only: the session is read here (this path is outside /api), guests get 401 and other
 * roles 403, in the one error body. Read only: every queue is given to bull-board read-only, so
 * its API refuses retry, clean, promote, pause and removal whatever the caller sends; and every
 * call other than a read must carry the CSRF token as /api/shop's do (bull-board's page sends
 * none, so even a future writable board could not be driven from another site).
 */
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Deps } from '../../../deps';
import { requireRole } from '../../middleware/auth';
import type { Csrf } from '../../middleware/csrf';
import { loadCaller } from '../../middleware/session';

export const QUEUES_VIEW_PATH = '/ops/queues';

export function queuesViewRouter(deps: Pick<Deps, 'queues' | 'services'>, csrf: Csrf): Router {
  const board = new ExpressAdapter();
  board.setBasePath(QUEUES_VIEW_PATH);
  const { maintenance, auction, messages } = deps.queues;
  createBullBoard({
    queues: [maintenance, auction, messages].map((queue) => new BullMQAdapter(queue, { readOnlyMode: true })),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Kimoshdi queues', hideRedisDetails: true, hideDocsLink: true } },
  });
  const router = Router();
  router.use(
    loadCaller(deps.services.sessions),
    requireRole(isOperator),
    csrf.protect,
    // The jobs' data is an operator's only: never kept by a shared cache (bull-board's own static
    // files set their own caching).
    (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Cache-Control', 'private, no-store');
      next();
    },
    board.getRouter() as Router,
  );
  return router;
}
