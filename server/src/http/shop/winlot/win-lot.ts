import { pageQuerySchema, payWinLotBodySchema, winLotBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { BuyerWinlots } from '../../../modules/winlot';
import { currentUser } from '../../middleware/auth';

/** GET winlot/list?page&size: the caller's won lots and reserve offers, newest first. */
export const getList =
  (winlots: BuyerWinlots): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await winlots.list(currentUser(req).id, parse(pageQuerySchema, req.query)));
  };

/** POST winlot/pay-win-lot {lot_id, part}: pay the part named (optional only for a lot paid in full). */
export const postPay =
  (winlots: BuyerWinlots): RequestHandler =>
  async (req, res) => {
    const { lot_id, part } = parse(payWinLotBodySchema, req.body);
    res.json(await winlots.pay({ userId: currentUser(req).id, lotId: lot_id, part }));
  };

/** POST winlot/refuse-win-lot {lot_id}: refuse before paying; the deposit is lost. */
export const postRefuse =
  (winlots: BuyerWinlots): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(winLotBodySchema, req.body);
    res.json(await winlots.refuse({ userId: currentUser(req).id, lotId: lot_id }));
  };

/** POST winlot/accept-offer {lot_id}: the reserve winner takes the lot at their own price. */
export const postAcceptOffer =
  (winlots: BuyerWinlots): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(winLotBodySchema, req.body);
    res.json(await winlots.acceptOffer({ userId: currentUser(req).id, lotId: lot_id }));
  };

/** POST winlot/decline-offer {lot_id}: the reserve winner declines; the deposit is released. */
export const postDeclineOffer =
  (winlots: BuyerWinlots): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(winLotBodySchema, req.body);
    res.json(await winlots.declineOffer({ userId: currentUser(req).id, lotId: lot_id }));
  };
