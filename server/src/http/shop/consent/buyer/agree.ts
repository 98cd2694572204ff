import { agreeBodySchema } from '@kimoshdi/shared/api/shop/consent';
import type { RequestHandler } from 'express';
import { parse } from '../../../../lib/parse';
import type { ConsentService } from '../../../../modules/consent';
import { currentUser } from '../../../middleware/auth';

/** POST consent/buyer/agree {offer_version, cms}: the signed offer, checked and kept. */
export function postAgree(consent: ConsentService): RequestHandler {
  return async (req, res) => {
    const body = parse(agreeBodySchema, req.body);
    res.json(await consent.agree(currentUser(req).id, body, req.lang));
  };
}
