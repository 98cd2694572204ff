import type { RequestHandler } from 'express';
import type { PaymeService } from '../../modules/top-up';

/** POST /api/payments/payme: Payme's JSON-RPC calls. Always HTTP 200; errors travel in the body. */
export function postPayme(payme: PaymeService): RequestHandler {
  return async (req, res) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    res.status(200).json(await payme.handle(raw, req.get('authorization')));
  };
}
