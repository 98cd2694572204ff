/**
 * What a top-up provider is to the platform (Payme, Click; Uzum or Paynet next): the link that
 * sends a payer to its checkout, and its side of a payment played against our own endpoints for
 * the "pay in test mode" page. Its merchant endpoints (http/payments/<provider>.ts) call its
 * service, built in deps.ts. A provider is a folder here implementing this, plus its row in
 * providers.ts.
 */
import type { TopUpProvider as ProviderId } from '@kimoshdi/shared';
import type { PaymentConfig } from '../../payment-config';
import type { LocalizedMessage } from './payme/payme.errors';

export type TestDecision = 'pay' | 'cancel';
/** Payme's messages come in three languages; Click's notes in English only. */
export type TestOutcome = { ok: true } | { ok: false; message: LocalizedMessage | string };

export interface TestPayment {
  provider: ProviderId;
  decision: TestDecision;
  userId: string;
  amount: bigint;
}

export interface TopUpProvider {
  /** The provider's checkout, the amount and our account fixed in the link; it calls our endpoint. */
  checkoutUrl(config: PaymentConfig, payment: { userId: string; amount: bigint; returnUrl: string }): string;
  /** Plays the provider against our endpoints at `baseUrl` (this very process), as it would call them. */
  playTest(baseUrl: string, config: PaymentConfig, payment: TestPayment): Promise<TestOutcome>;
}
