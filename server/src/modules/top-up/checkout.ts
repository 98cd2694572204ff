/**
 * Where a top-up sends the browser. Real mode: the provider's checkout with the amount and our
 * account fixed in the link (the provider then calls our merchant endpoint). Test mode: our own
 * "pay in test mode" page, which plays the provider's side against the same endpoint.
 */
import { tiyinToSums, type Language, type TopUpProvider } from '@kimoshdi/shared';
import type { PaymentConfig } from '../../payment-config';

export const PAYME_CHECKOUT_URL = 'https://checkout.paycom.uz';
export const CLICK_CHECKOUT_URL = 'https://my.click.uz/services/pay';
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

/** Payme's GET checkout: base64 of "m=<merchant>;ac.user_id=<user>;a=<tiyin>;c=<return url>". */
export function paymeCheckoutUrl(
  merchantId: string,
  userId: string,
  amount: bigint,
  returnUrl: string,
): string {
  const params = `m=${merchantId};ac.user_id=${userId};a=${amount};c=${returnUrl}`;
  return `${PAYME_CHECKOUT_URL}/${Buffer.from(params, 'utf8').toString('base64')}`;
}

export function clickCheckoutUrl(
  click: PaymentConfig['click'],
  userId: string,
  amount: bigint,
  returnUrl: string,
): string {
  const url = new URL(CLICK_CHECKOUT_URL);
  url.searchParams.set('service_id', click.serviceId);
  url.searchParams.set('merchant_id', click.merchantId);
  url.searchParams.set('amount', tiyinToSums(amount));
  url.searchParams.set('transaction_param', userId);
  url.searchParams.set('return_url', returnUrl);
  return url.toString();
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
  return provider === 'payme'
    ? paymeCheckoutUrl(config.payme.merchantId, userId, amount, returnUrl)
    : clickCheckoutUrl(config.click, userId, amount, returnUrl);
}
