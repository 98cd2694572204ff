import express, { Router } from 'express';
import type { Deps } from '../../deps';
import { methodNotAllowed } from '../middleware/method-not-allowed';
import { postClickComplete, postClickPrepare } from './click';
import { postPayme } from './payme';

/**
 * /api/payments/*: server-to-server callbacks of payment providers. Outside /api/shop: no session,
 * no CSRF; each provider proves itself (Payme: Basic auth, Click: signature). Mounted before the
 * API's JSON parser, because Payme must get a JSON-RPC parse error (HTTP 200), never our 400.
 */
export function paymentsRouter({ config, services }: Deps): Router {
  const router = Router();
  const raw = express.text({ type: () => true, limit: config.BODY_LIMIT });
  const form = express.urlencoded({ extended: false, limit: config.BODY_LIMIT });
  router.route('/payme').post(raw, postPayme(services.payme)).all(methodNotAllowed);
  router.route('/click/prepare').post(form, postClickPrepare(services.click)).all(methodNotAllowed);
  router.route('/click/complete').post(form, postClickComplete(services.click)).all(methodNotAllowed);
  return router;
}
