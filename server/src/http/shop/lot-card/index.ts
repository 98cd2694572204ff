import { lotIdQuerySchema, lotTabDetailsQuerySchema } from '@kimoshdi/shared';
import { Router, type RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import type { LotService } from '../../../modules/lot';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { parse } from '../../../lib/parse';

/** GET lot-card/details?lot_id: one lot in full. */
const getDetails =
  (lots: LotService): RequestHandler =>
  async (req, res) => {
    res.json(await lots.details(parse(lotIdQuerySchema, req.query).lot_id, req.user?.id));
  };

/** GET lot-card/tab-details?lot_id&tab=property|lot|customer|documents */
const getTabDetails =
  (lots: LotService): RequestHandler =>
  async (req, res) => {
    const { lot_id, tab } = parse(lotTabDetailsQuerySchema, req.query);
    res.json(await lots.tabDetails(lot_id, tab, req.user?.id));
  };

/** api/shop/lot-card/* */
export function lotCardRouter({ services }: Deps): Router {
  const router = Router();
  const lots = services.lots;
  router.route('/details').get(getDetails(lots)).all(methodNotAllowed);
  router.route('/tab-details').get(getTabDetails(lots)).all(methodNotAllowed);
  return router;
}
