import { Router, type RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import type { Challenges } from '../../../lib/challenge';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/** GET captcha: a fresh signed proof-of-work challenge; never cached, each is used once. */
const getCaptcha =
  (challenges: Challenges): RequestHandler =>
  async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await challenges.create());
  };

/** api/shop/captcha: the challenge a form asks for after 428 CHALLENGE_REQUIRED (issue 24). */
export function captchaRouter({ services }: Deps): Router {
  const router = Router();
  router.route('/').get(getCaptcha(services.challenges)).all(methodNotAllowed);
  return router;
}
