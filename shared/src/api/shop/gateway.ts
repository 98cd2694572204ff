/** Contracts of `api/shop/gateway/*`: starting a balance top-up through a payment provider. */
import { z } from 'zod';
import { TOP_UP_MAX_TIYIN, TOP_UP_MIN_TIYIN } from '../../domain/money/limits';
import { LANGUAGES } from '../../i18n/languages';
import { sumAmountSchema } from './money';

/** The providers a balance can be topped up through (their merchant protocols are implemented). */
export const TOP_UP_PROVIDERS = ['payme', 'click'] as const;
export type TopUpProvider = (typeof TOP_UP_PROVIDERS)[number];

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
