/**
 * The provider's side of a payment, for the "pay in test mode" page: it calls OUR merchant
 * endpoints over HTTP exactly as Payme or Click would (same bodies, same Basic auth, same
 * signatures), so a test-mode top-up runs the real protocol code end to end.
 *
 *   Payme pay:    CheckPerformTransaction -> CreateTransaction -> PerformTransaction
 *   Payme cancel: CheckPerformTransaction -> CreateTransaction -> CancelTransaction (reason 3)
 *   Click pay:    prepare -> complete (error 0)
 *   Click cancel: prepare -> complete (error -5017: the payer's payment failed)
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { TopUpProvider } from '@kimoshdi/shared';
import { tiyinToSums } from '@kimoshdi/shared';
import { clickSignature } from './click/click.signature';
import type { LocalizedMessage } from './payme/payme.errors';
import { paymeAuthorization } from './payme/payme.service';
import type { PaymentConfig } from '../../payment-config';

export type TestDecision = 'pay' | 'cancel';
/** Payme's messages come in three languages; Click's notes in English only. */
export type TestOutcome = { ok: true } | { ok: false; message: LocalizedMessage | string };

/** Payme's reason for a transaction that failed while being carried out. */
const PAYME_REASON_EXECUTION_ERROR = 3;
/** The error Click reports on complete when the payer's payment did not go through. */
const CLICK_PAYER_FAILED = -5017;

interface TestPayment {
  provider: TopUpProvider;
  decision: TestDecision;
  userId: string;
  amount: bigint;
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

async function payme(baseUrl: string, config: PaymentConfig, payment: TestPayment): Promise<TestOutcome> {
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

async function clickCall(baseUrl: string, action: 'prepare' | 'complete', fields: Record<string, string>) {
  const response = await fetch(`${baseUrl}/api/payments/click/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return (await response.json()) as { error: number; error_note: string; merchant_prepare_id?: number };
}

function clickTime(date = new Date()): string {
  // Click signs "YYYY-MM-DD HH:mm:ss" in Tashkent time.
  return new Date(date.getTime() + 5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

async function click(baseUrl: string, config: PaymentConfig, payment: TestPayment): Promise<TestOutcome> {
  const { serviceId, secretKey } = config.click;
  const common = {
    click_trans_id: String(randomInt(1, 2 ** 47)),
    service_id: serviceId,
    click_paydoc_id: String(randomInt(1, 2 ** 47)),
    merchant_trans_id: payment.userId,
    amount: tiyinToSums(payment.amount),
  };
  const prepareFields = { ...common, action: '0', error: '0', error_note: 'Success', sign_time: clickTime() };
  const prepared = await clickCall(baseUrl, 'prepare', {
    ...prepareFields,
    sign_string: clickSignature(prepareFields, secretKey),
  });
  if (prepared.error !== 0 || prepared.merchant_prepare_id === undefined) {
    return { ok: false, message: prepared.error_note };
  }
  const failed = payment.decision === 'cancel';
  const completeFields = {
    ...common,
    merchant_prepare_id: String(prepared.merchant_prepare_id),
    action: '1',
    error: failed ? String(CLICK_PAYER_FAILED) : '0',
    error_note: failed ? 'Payment cancelled by the payer' : 'Success',
    sign_time: clickTime(),
  };
  const completed = await clickCall(baseUrl, 'complete', {
    ...completeFields,
    sign_string: clickSignature(completeFields, secretKey),
  });
  // A cancel is answered -9 (transaction cancelled): that is the expected end of a cancel.
  const expected = failed ? -9 : 0;
  return completed.error === expected ? { ok: true } : { ok: false, message: completed.error_note };
}

/** Plays the provider against our endpoints at `baseUrl` (this very process). */
export function runTestPayment(
  baseUrl: string,
  config: PaymentConfig,
  payment: TestPayment,
): Promise<TestOutcome> {
  return payment.provider === 'payme' ? payme(baseUrl, config, payment) : click(baseUrl, config, payment);
}
