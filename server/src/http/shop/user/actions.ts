import { pageQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { CabinetService } from '../../../modules/cabinet';
import { currentUser } from '../../middleware/auth';
import { parse } from '../../../lib/parse';

/** GET user/actions?page=&size=: the user's action log, newest first. */
export function getActions(cabinet: CabinetService): RequestHandler {
  return async (req, res) => {
    const query = parse(pageQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await cabinet.actions(currentUser(req).id, query));
  };
}
