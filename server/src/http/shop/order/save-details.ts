import { saveDetailsBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { CustomerOrderService } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** POST order/save-details {id, section: terms | address, ...}: one step of the form. */
export const postSaveDetails =
  (orders: CustomerOrderService): RequestHandler =>
  async (req, res) => {
    const body = parse(saveDetailsBodySchema, req.body);
    const userId = currentUser(req).id;
    res.json(
      body.section === 'terms'
        ? await orders.saveTerms(userId, body.id, body.terms)
        : await orders.saveAddress(userId, body.id, body.address),
    );
  };
