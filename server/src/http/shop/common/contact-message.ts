import { contactMessageSchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { ContactService } from '../../../modules/contact';
import { parse } from '../../../lib/parse';

/** POST common/contact-message: the contact page's form, stored for the operator. */
export function postContactMessage(contact: ContactService): RequestHandler {
  return async (req, res) => {
    const input = parse(contactMessageSchema, req.body);
    res.status(201).json(await contact.send(input, req.lang, req.ip ?? 'unknown'));
  };
}
