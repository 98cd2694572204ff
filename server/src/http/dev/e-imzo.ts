/**
 * /dev/e-imzo: the development stand-in for the E-IMZO program (ESIGN_MODE=test only, never in
 * production). The real program runs on the user's machine and answers the browser on a local
 * websocket; this one answers the signed-in user over HTTP with keys of the test CA
 * (modules/consent/esign/test-eimzo.ts). Same session and CSRF rules as the API.
 */
import {
  issueTestKeyBodySchema,
  testSignBodySchema,
  type SignerKey,
} from '@kimoshdi/shared/api/shop/consent';
import express, { Router, type RequestHandler } from 'express';
import type { Deps } from '../../deps';
import { parse } from '../../lib/parse';
import { currentUser, requireUser } from '../middleware/auth';
import { createCsrf } from '../middleware/csrf';
import { methodNotAllowed } from '../middleware/method-not-allowed';
import { loadCaller } from '../middleware/session';

export function eImzoRouter({ config, services }: Deps): Router {
  const keys = services.testEimzo;
  const router = Router();
  const csrf = createCsrf(config.CSRF_SECRET, false);
  router.use(express.json({ limit: '200kb' }), loadCaller(services.sessions), csrf.protect, requireUser);

  const getKeys: RequestHandler = async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const items: SignerKey[] = await keys.keys(currentUser(req).id);
    res.json({ items });
  };
  const postKey: RequestHandler = async (req, res) => {
    const { password } = parse(issueTestKeyBodySchema, req.body);
    res.status(201).json(await keys.issue(currentUser(req).id, password));
  };
  const postSign: RequestHandler = async (req, res) => {
    const body = parse(testSignBodySchema, req.body);
    const cms = await keys.sign(currentUser(req).id, {
      keyId: body.key_id,
      password: body.password,
      text: body.text,
    });
    res.json({ cms });
  };

  router.route('/keys').get(getKeys).post(postKey).all(methodNotAllowed);
  router.route('/sign').post(postSign).all(methodNotAllowed);
  return router;
}
