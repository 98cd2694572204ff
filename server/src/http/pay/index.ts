import express, { Router } from 'express';
import type { Deps } from '../../deps';
import { languageParam } from '../language-param';
import { methodNotAllowed } from '../middleware/method-not-allowed';
import { getTestPage, postTestPage } from './test-page';

/** /pay/test/:provider: the "pay in test mode" page. app.ts mounts it only in payment test mode. */
export function testPayRouter({ config }: Deps): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  router.use(languageParam);
  router.route('/:provider').get(getTestPage()).post(form, postTestPage(config)).all(methodNotAllowed);
  return router;
}
