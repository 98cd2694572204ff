import type { RequestHandler } from 'express';
import type { DictionaryService } from '../../../modules/dictionary';

/** GET common/get-payment-list: the providers shown in the footer, logos served by us. */
export function getPaymentList(dictionary: DictionaryService): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(await dictionary.paymentProviders());
  };
}
