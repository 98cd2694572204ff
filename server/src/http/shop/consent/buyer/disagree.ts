import { disagreeBodySchema } from '@kimoshdi/shared/api/shop/consent';
import type { RequestHandler } from 'express';
import { parse } from '../../../../lib/parse';
import type { ConsentService } from '../../../../modules/consent';
import { currentUser } from '../../../middleware/auth';

/** POST consent/buyer/disagree {}: withdraws the caller's consent; the signatures stay on record. */
export function postDisagree(consent: ConsentService): RequestHandler {
  return async (req, res) => {
    parse(disagreeBodySchema, req.body ?? {});
    res.json(await consent.disagree(currentUser(req).id, req.lang));
  };
}
