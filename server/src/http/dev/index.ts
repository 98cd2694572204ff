import { Router } from 'express';
import type { Deps } from '../../deps';
import { methodNotAllowed } from '../middleware/method-not-allowed';
import { getOutboxJson, getOutboxPage } from './outbox';

/** /dev: pages for developers and tests. Mounted only when NODE_ENV is not production. */
export function devRouter({ db }: Deps): Router {
  const router = Router();
  router.route('/outbox').get(getOutboxPage(db)).all(methodNotAllowed);
  router.route('/outbox.json').get(getOutboxJson(db)).all(methodNotAllowed);
  return router;
}
