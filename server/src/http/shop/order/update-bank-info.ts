import { updateBankInfoBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { CustomerOrderService } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** POST order/update-bank-info {id, bank_mfo, bank_account, card_type, card_number}: the requisites. */
export const postUpdateBankInfo =
  (orders: CustomerOrderService): RequestHandler =>
  async (req, res) => {
    const { id, ...requisites } = parse(updateBankInfoBodySchema, req.body);
    res.json(await orders.updateBankInfo(currentUser(req).id, id, requisites));
  };
