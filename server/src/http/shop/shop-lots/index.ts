import {
  bidLogQuerySchema,
  lotIdQuerySchema,
  lotListCounterQuerySchema,
  lotListQuerySchema,
  shortListQuerySchema,
} from '@kimoshdi/shared';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Deps } from '../../../deps';
import type { CachedJson, ResponseCache, LotService } from '../../../modules/lot';
import type { AuctionReads } from '../../../modules/auction';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { parse } from '../../../lib/parse';

const rawQuery = (req: Request) => req.originalUrl.split('?')[1] ?? '';

const sendCached = (res: Response, answer: CachedJson) => {
  res.type('json').setHeader('ETag', answer.etag);
  res.send(answer.body);
};

/** GET shop-lots/lot-list: one page of a tab under the filters. */
const getLotList =
  (lots: LotService, cache: ResponseCache): RequestHandler =>
  async (req, res) => {
    const userId = req.user?.id;
    if (userId) {
      res.json(await lots.list(parse(lotListQuerySchema, req.query), userId));
      return;
    }
    // A guest's page is everyone's page (favourites are per user): served from the list cache,
    // keyed by the query string as sent, so a hit skips validation too (bad input is never kept).
    const load = () => lots.list(parse(lotListQuerySchema, req.query));
    sendCached(res, await cache.json(`list?${rawQuery(req)}`, load));
  };

/** GET shop-lots/lot-list-counter: how many lots each tab holds under the filters. */
const getLotListCounter =
  (lots: LotService, cache: ResponseCache): RequestHandler =>
  async (req, res) => {
    const load = () => lots.counter(parse(lotListCounterQuerySchema, req.query));
    sendCached(res, await cache.json(`counter?${rawQuery(req)}`, load));
  };

/** GET shop-lots/active-lot-list?size */
const getActiveLots =
  (lots: LotService): RequestHandler =>
  async (req, res) => {
    res.json(await lots.active(parse(shortListQuerySchema, req.query).size, req.user?.id));
  };

/** GET shop-lots/is-reklama-list?size */
const getReklamaLots =
  (lots: LotService): RequestHandler =>
  async (req, res) => {
    res.json(await lots.reklama(parse(shortListQuerySchema, req.query).size, req.user?.id));
  };

/** GET shop-lots/sub-lot-list?lot_id: the other lots of the same order. */
const getSubLots =
  (lots: LotService): RequestHandler =>
  async (req, res) => {
    res.json(await lots.subLots(parse(lotIdQuerySchema, req.query).lot_id, req.user?.id));
  };

/** GET shop-lots/similar-lot-list?lot_id: a guest's answer from the list cache, like the list's. */
const getSimilarLots =
  (lots: LotService, cache: ResponseCache): RequestHandler =>
  async (req, res) => {
    const userId = req.user?.id;
    if (userId) {
      res.json(await lots.similar(parse(lotIdQuerySchema, req.query).lot_id, userId));
      return;
    }
    const load = () => lots.similar(parse(lotIdQuerySchema, req.query).lot_id);
    sendCached(res, await cache.json(`similar?${rawQuery(req)}`, load));
  };

/** GET shop-lots/result?lot_id */
const getResult =
  (lots: LotService): RequestHandler =>
  async (req, res) => {
    res.json(await lots.result(parse(lotIdQuerySchema, req.query).lot_id, req.user?.id));
  };

/** GET shop-lots/flows?lot_id */
const getFlows =
  (lots: LotService): RequestHandler =>
  async (req, res) => {
    res.json(await lots.flows(parse(lotIdQuerySchema, req.query).lot_id));
  };

/** GET shop-lots/bid-log?lot_id&page&per_page: a finished auction's public bid log (docs/bid-log.md). */
const getBidLog =
  (auctions: AuctionReads): RequestHandler =>
  async (req, res) => {
    res.json(await auctions.bidLog(parse(bidLogQuerySchema, req.query)));
  };

/** api/shop/shop-lots/*: the public catalogue (guests and signed-in users alike). */
export function shopLotsRouter({ lotListCache, services }: Deps): Router {
  const router = Router();
  const lots = services.lots;
  router.route('/lot-list').get(getLotList(lots, lotListCache)).all(methodNotAllowed);
  router.route('/lot-list-counter').get(getLotListCounter(lots, lotListCache)).all(methodNotAllowed);
  router.route('/active-lot-list').get(getActiveLots(lots)).all(methodNotAllowed);
  router.route('/is-reklama-list').get(getReklamaLots(lots)).all(methodNotAllowed);
  router.route('/sub-lot-list').get(getSubLots(lots)).all(methodNotAllowed);
  router.route('/similar-lot-list').get(getSimilarLots(lots, lotListCache)).all(methodNotAllowed);
  router.route('/result').get(getResult(lots)).all(methodNotAllowed);
  router.route('/flows').get(getFlows(lots)).all(methodNotAllowed);
  router.route('/bid-log').get(getBidLog(services.auctionReads)).all(methodNotAllowed);
  return router;
}
