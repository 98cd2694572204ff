import { checkBlackListQuerySchema } from '@kimoshdi/shared';
import { Router, type RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import type { BlacklistService } from '../../../modules/blacklist';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { parse } from '../../../lib/parse';

/** GET check-black-list?tin=… | ?pinfl=… */
const getCheckBlackList =
  (blacklist: BlacklistService): RequestHandler =>
  async (req, res) => {
    res.json(await blacklist.check(parse(checkBlackListQuerySchema, req.query)));
  };

/** api/shop/check-black-list: is this taxpayer barred from trading? */
export function checkBlackListRouter({ services }: Deps): Router {
  const router = Router();
  router.route('/').get(getCheckBlackList(services.blacklist)).all(methodNotAllowed);
  return router;
}
