import { demoBotsBodySchema, type DemoBotsAnswer } from '@kimoshdi/shared';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { parse } from '../../../lib/parse';

/**
 * api/shop/operator/demo-bots: the demo's bots switch (modules/auction/demo-bots-switch.ts; the bots are in demo/), GET reads
 * it, POST {enabled} flips it for every process. Operators only; absent (404) in production.
 */
export function demoBotsRouter(deps: Deps): Router {
  const router = Router();
  const operator = requireRole(isOperator);
  const toggle = deps.services.demoBots;
  const notInProduction = (_req: Request, _res: Response, next: NextFunction) => {
    next(deps.config.NODE_ENV === 'production' ? new AppError('NOT_FOUND') : undefined);
  };

  router
    .route('/')
    .all(notInProduction)
    .get(operator, async (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const body: DemoBotsAnswer = { enabled: await toggle.enabled() };
      res.json(body);
    })
    .post(operator, async (req, res) => {
      const { enabled } = parse(demoBotsBodySchema, req.body ?? {});
      const body: DemoBotsAnswer = { enabled: await toggle.set(enabled) };
      res.json(body);
    })
    .all(methodNotAllowed);
  return router;
}
