/**
 * The provider's side of a payment, for the "pay in test mode" page: it calls OUR merchant
 * endpoints over HTTP exactly as the provider would (same bodies, same Basic auth, same
 * signatures), so a test-mode top-up runs the real protocol code end to end. Each provider plays
 * its own part (payme/payme.provider.ts, click/click.provider.ts).
 */
import type { PaymentConfig } from '../../payment-config';
import type { TestOutcome, TestPayment } from './provider';
import { TOP_UP_PROVIDERS } from './providers';

/** Plays the provider against our endpoints at `baseUrl` (this very process). */
export function runTestPayment(
  baseUrl: string,
  config: PaymentConfig,
  payment: TestPayment,
): Promise<TestOutcome> {
  return TOP_UP_PROVIDERS[payment.provider].playTest(baseUrl, config, payment);
}
