import { pageQuerySchema, payWinLotBodySchema, winLotBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import {
  acceptOffer,
  declineOffer,
  payWinLot,
  refuseWinLot,
  type WinlotOptions,
  listWinLots,
} from '../../../modules/winlot';
import { currentUser } from '../../middleware/auth';

const options = (deps: Deps): WinlotOptions => ({ queues: deps.queues, logger: deps.logger });

/** GET winlot/list?page&size: the caller's won lots and reserve offers, newest first. */
export const getList =
  ({ db }: Deps): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listWinLots(db, currentUser(req).id, parse(pageQuerySchema, req.query)));
  };

/** POST winlot/pay-win-lot {lot_id, part}: pay the part named (optional only for a lot paid in full). */
export const postPay =
  (deps: Deps): RequestHandler =>
  async (req, res) => {
    const { lot_id, part } = parse(payWinLotBodySchema, req.body);
    res.json(await payWinLot(deps.db, { userId: currentUser(req).id, lotId: lot_id, part }, options(deps)));
  };

/** POST winlot/refuse-win-lot {lot_id}: refuse before paying; the deposit is lost. */
export const postRefuse =
  (deps: Deps): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(winLotBodySchema, req.body);
    res.json(await refuseWinLot(deps.db, { userId: currentUser(req).id, lotId: lot_id }, options(deps)));
  };

/** POST winlot/accept-offer {lot_id}: the reserve winner takes the lot at their own price. */
export const postAcceptOffer =
  (deps: Deps): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(winLotBodySchema, req.body);
    res.json(await acceptOffer(deps.db, { userId: currentUser(req).id, lotId: lot_id }, options(deps)));
  };

/** POST winlot/decline-offer {lot_id}: the reserve winner declines; the deposit is released. */
export const postDeclineOffer =
  (deps: Deps): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(winLotBodySchema, req.body);
    res.json(await declineOffer(deps.db, { userId: currentUser(req).id, lotId: lot_id }, options(deps)));
  };
