/**
 * Where a top-up sends the browser. Real mode: the provider's checkout with the amount and our
 * account fixed in the link (the provider then calls our merchant endpoint). Test mode: our own
 * "pay in test mode" page, which plays the provider's side against the same endpoint.
 */
import type { Language, TopUpProvider } from '@kimoshdi/shared';
import type { PaymentConfig } from '../../payment-config';
import { TOP_UP_PROVIDERS } from './providers';

/** Where the payer lands afterwards: the cabinet's payments. */
export const RETURN_PATH = '/profile/payments';

export interface CheckoutRequest {
  provider: TopUpProvider;
  userId: string;
  amount: bigint;
  /** The platform's public address (PUBLIC_URL, or the request's own), for the provider's return link. */
  publicUrl: string;
  /** The language the person uses on the site: the payment page should speak it too. */
  lang?: Language;
}

/** Our test page, same origin: `/pay/test/<provider>?user_id=&amount=<tiyin>&return_url=[&lang=]`. */
export function testPageUrl(
  provider: TopUpProvider,
  userId: string,
  amount: bigint,
  lang?: Language,
): string {
  const query = new URLSearchParams({ user_id: userId, amount: amount.toString(), return_url: RETURN_PATH });
  if (lang) query.set('lang', lang);
  return `/pay/test/${provider}?${query.toString()}`;
}

export function checkoutUrl(config: PaymentConfig, request: CheckoutRequest): string {
  const { provider, userId, amount } = request;
  if (config.testMode) return testPageUrl(provider, userId, amount, request.lang);
  const returnUrl = new URL(RETURN_PATH, request.publicUrl).toString();
  return TOP_UP_PROVIDERS[provider].checkoutUrl(config, { userId, amount, returnUrl });
}
