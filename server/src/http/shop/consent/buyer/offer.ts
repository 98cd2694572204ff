import type { RequestHandler } from 'express';
import type { ConsentService } from '../../../../modules/consent';
import { currentUser } from '../../../middleware/auth';

/** GET consent/buyer/offer: the offer in force in the caller's language, and their standing. */
export function getOffer(consent: ConsentService): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await consent.offer(currentUser(req).id, req.lang));
  };
}
