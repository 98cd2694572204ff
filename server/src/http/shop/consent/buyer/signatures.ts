import { signatureQuerySchema } from '@kimoshdi/shared/api/shop/consent';
import type { RequestHandler } from 'express';
import { parse } from '../../../../lib/parse';
import type { ConsentService } from '../../../../modules/consent';
import { currentUser } from '../../../middleware/auth';

/** GET consent/buyer/signatures: the caller's signatures, newest first. */
export function getSignatures(consent: ConsentService): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await consent.signatures(currentUser(req).id, req.lang));
  };
}

/** GET consent/buyer/signature?id=: one of the caller's signatures with its text and CMS. */
export function getSignature(consent: ConsentService): RequestHandler {
  return async (req, res) => {
    const { id } = parse(signatureQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await consent.document(currentUser(req).id, id, req.lang));
  };
}
