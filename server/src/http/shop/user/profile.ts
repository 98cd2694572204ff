import type { RequestHandler } from 'express';
import type { CabinetService } from '../../../modules/cabinet';
import { currentUser } from '../../middleware/auth';

/** GET user/profile: personal info with the personal id masked and the profile completeness. */
export function getProfile(cabinet: CabinetService): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await cabinet.profile(currentUser(req).id, req.lang));
  };
}
