import type { RequestHandler } from 'express';
import type { BlacklistService } from '../../../modules/blacklist';
import { currentUser } from '../../middleware/auth';

/** GET user/bans: the caller's blacklist entries (why, since, until, days left) and the one standing. */
export function getBans(blacklist: BlacklistService): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await blacklist.mine(currentUser(req).id));
  };
}
