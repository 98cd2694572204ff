/**
 * Payme as a top-up provider (providers.ts): its checkout link, and its side of a payment played
 * against our merchant endpoint for the "pay in test mode" page.
 *
 *   pay:    CheckPerformTransaction -> CreateTransaction -> PerformTransaction
 *   cancel: CheckPerformTransaction -> CreateTransaction -> CancelTransaction (reason 3)
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { PaymentConfig } from '../../../payment-config';
import type { TestOutcome, TestPayment, TopUpProvider } from '../provider';
import type { LocalizedMessage } from './payme.errors';
import { paymeAuthorization } from './payme.service';

const PAYME_CHECKOUT_URL = 'https://checkout.paycom.uz';

/** Payme's reason for a transaction that failed while being carried out. */
const PAYME_REASON_EXECUTION_ERROR = 3;

/** Payme's GET checkout: base64 of "m=<merchant>;ac.user_id=<user>;a=<tiyin>;c=<return url>". */
function paymeCheckoutUrl(merchantId: string, userId: string, amount: bigint, returnUrl: string): string {
  const params = `m=${merchantId};ac.user_id=${userId};a=${amount};c=${returnUrl}`;
  return `${PAYME_CHECKOUT_URL}/${Buffer.from(params, 'utf8').toString('base64')}`;
}

async function paymeCall(baseUrl: string, key: string, method: string, params: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}/api/payments/payme`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=UTF-8', authorization: paymeAuthorization(key) },
    body: JSON.stringify({ jsonrpc: '2.0', id: randomInt(1, 1_000_000), method, params }),
  });
  return (await response.json()) as {
    result?: Record<string, unknown>;
    error?: { message: LocalizedMessage };
  };
}

async function playTest(baseUrl: string, config: PaymentConfig, payment: TestPayment): Promise<TestOutcome> {
  const id = randomBytes(12).toString('hex');
  const account = { user_id: payment.userId };
  const amount = Number(payment.amount);
  const steps: [string, Record<string, unknown>][] = [
    ['CheckPerformTransaction', { amount, account }],
    ['CreateTransaction', { id, time: Date.now(), amount, account }],
    payment.decision === 'pay'
      ? ['PerformTransaction', { id }]
      : ['CancelTransaction', { id, reason: PAYME_REASON_EXECUTION_ERROR }],
  ];
  for (const [method, params] of steps) {
    const answer = await paymeCall(baseUrl, config.payme.key, method, params);
    if (answer.error) return { ok: false, message: answer.error.message };
  }
  return { ok: true };
}

export const payme: TopUpProvider = {
  checkoutUrl: (config, { userId, amount, returnUrl }) =>
    paymeCheckoutUrl(config.payme.merchantId, userId, amount, returnUrl),
  playTest,
};
