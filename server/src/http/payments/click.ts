import type { RequestHandler } from 'express';
import type { ClickService } from '../../modules/top-up';

/** POST /api/payments/click/prepare: Click's first call (action 0). Always HTTP 200 JSON. */
export function postClickPrepare(click: ClickService): RequestHandler {
  return async (req, res) => {
    res.status(200).json(await click.prepare(req.body));
  };
}

/** POST /api/payments/click/complete: Click's second call (action 1) with the payment's outcome. */
export function postClickComplete(click: ClickService): RequestHandler {
  return async (req, res) => {
    res.status(200).json(await click.complete(req.body));
  };
}
