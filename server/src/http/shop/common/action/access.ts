import type { RequestHandler } from 'express';
import type { ConsentService } from '../../../../modules/consent';
import { currentUser } from '../../../middleware/auth';

/**
 * GET common/action/access: for the signed-in user, whether they may apply, bid, buy at a fixed
 * price and send orders today, and the error each would be refused with (the client opens the
 * signing dialog before the user tries).
 */
export function getActionAccess(consent: ConsentService): RequestHandler {
  return async (req, res) => {
    const user = currentUser(req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await consent.access({ id: user.id, role: user.role }));
  };
}
