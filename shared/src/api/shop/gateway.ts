/** Contracts of `api/shop/gateway/*`: starting a balance top-up through a payment provider. */
import { z } from 'zod';
import { TOP_UP_MAX_TIYIN, TOP_UP_MIN_TIYIN } from '../../domain/money/limits';
import { LANGUAGES } from '../../i18n/languages';
import { sumAmountSchema } from './money';
import { TOP_UP_PROVIDERS } from '../../domain/money/top-up-providers';
import type { ApiGroup } from '../call';
import { gatewayAccountCalls } from './gateway-account';

export { TOP_UP_PROVIDERS, type TopUpProvider } from '../../domain/money/top-up-providers';

/** POST gateway/top-up: the amount in sums as typed (1 000 to 1 000 000 000 so'm). */
export const topUpSchema = z.object({
  provider: z.enum(TOP_UP_PROVIDERS),
  amount: sumAmountSchema({ min: TOP_UP_MIN_TIYIN, max: TOP_UP_MAX_TIYIN }),
  /** The site's language, for the payment page (which the shop's cookie may not reach). */
  lang: z.enum(LANGUAGES).optional(),
});
export type TopUpInput = z.input<typeof topUpSchema>;

/**
 * Where to send the browser: the provider's checkout, or in test mode our own "pay in test mode"
 * page. The balance grows when the provider calls back, not when this answers.
 */
export const topUpAnswerSchema = z.object({ redirect_url: z.string() });
export type TopUpAnswer = z.infer<typeof topUpAnswerSchema>;

export const gatewayApi = {
  tag: 'gateway',
  description: `Topping the balance up through a payment provider. The balance grows when the provider calls back (the payments group), not here.`,
  calls: {
    'POST /api/shop/gateway/top-up': {
      summary: 'Where to send the browser to pay a top-up',
      description: `\`provider\` \`payme\` or \`click\`, \`amount\` 1 000 to 1 000 000 000 so'm. Real mode: the provider's checkout (Payme \`https://checkout.paycom.uz/<base64 of m=..;ac.user_id=..;a=<tiyin>;c=<return>>\`, Click \`https://my.click.uz/services/pay?service_id&merchant_id&amount&transaction_param=<user>&return_url\`). Test mode: \`/pay/test/<provider>?user_id&amount=<tiyin>&return_url\`.`,
      auth: 'user',
      body: topUpSchema,
      answer: topUpAnswerSchema,
    },
    // Topping up by bank transfer (api/shop/gateway-account.ts).
    ...gatewayAccountCalls,
  },
} satisfies ApiGroup;
