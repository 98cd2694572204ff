import { Router } from 'express';
import type { Deps } from '../../deps';
import { methodNotAllowed } from '../middleware/method-not-allowed';
import { eImzoRouter } from './e-imzo';
import { getOutboxHtml, getOutboxJson, getOutboxPage } from './outbox';
import { pushStandInRouter } from './push';
import { telegramStandInRouter } from './telegram';

/** /dev: pages for developers and tests. Mounted only when NODE_ENV is not production. */
export function devRouter(deps: Deps): Router {
  const router = Router();
  router.route('/outbox').get(getOutboxPage(deps.services.devOutbox)).all(methodNotAllowed);
  router.route('/outbox.json').get(getOutboxJson(deps.services.devOutbox)).all(methodNotAllowed);
  router.route('/outbox/:id.html').get(getOutboxHtml(deps.services.devOutbox)).all(methodNotAllowed);
  // The E-IMZO stand-in signs only with test keys, which nothing trusts outside test mode.
  if (deps.config.esignMode === 'test') router.use('/e-imzo', eImzoRouter(deps));
  // The Telegram app's stand-in, where no bot token is configured (issue 27).
  if (deps.config.messaging.telegram.transport === 'outbox')
    router.use('/telegram', telegramStandInRouter(deps));
  // A browser push service's stand-in for the demo's devices (issue 27).
  if (deps.config.messaging.push.transport === 'webpush') router.use('/push', pushStandInRouter());
  return router;
}
