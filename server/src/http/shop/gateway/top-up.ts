import { topUpSchema, type TopUpAnswer } from '@kimoshdi/shared';
import type { Request, RequestHandler } from 'express';
import type { Config } from '../../../config';
import { checkoutUrl } from '../../../modules/top-up';
import { currentUser } from '../../middleware/auth';
import { parse } from '../../../lib/parse';

function publicUrl(req: Request, config: Config): string {
  return config.PUBLIC_URL ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * POST gateway/top-up {provider, amount (sums), lang?}: where to send the browser to pay. Nothing is
 * credited here; the provider's callback credits the balance once the payment is performed.
 */
export function postTopUp(config: Config): RequestHandler {
  return (req, res) => {
    const { provider, amount, lang } = parse(topUpSchema, req.body);
    const answer: TopUpAnswer = {
      redirect_url: checkoutUrl(config.payments, {
        provider,
        amount,
        userId: currentUser(req).id,
        publicUrl: publicUrl(req, config),
        lang,
      }),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  };
}
