import { checkProtocolQuerySchema } from '@kimoshdi/shared';
import { Router, type RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import type { ProtocolService } from '../../../modules/protocol';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { parse } from '../../../lib/parse';

/** GET check-protocol?number=… or ?tin|pinfl=…&lot_number=… */
const getCheckProtocol =
  (protocols: ProtocolService): RequestHandler =>
  async (req, res) => {
    res.json(await protocols.check(parse(checkProtocolQuerySchema, req.query)));
  };

/** api/shop/check-protocol: is this results protocol genuine? */
export function checkProtocolRouter({ services }: Deps): Router {
  const router = Router();
  router.route('/').get(getCheckProtocol(services.protocols)).all(methodNotAllowed);
  return router;
}
