/**
 * Click as a top-up provider (providers.ts): its checkout link, and its side of a payment played
 * against our prepare and complete endpoints for the "pay in test mode" page.
 *
 *   pay:    prepare -> complete (error 0)
 *   cancel: prepare -> complete (error -5017: the payer's payment failed)
 */
import { randomInt } from 'node:crypto';
import { tiyinToSums } from '@kimoshdi/shared';
import type { PaymentConfig } from '../../../payment-config';
import type { TestOutcome, TestPayment, TopUpProvider } from '../provider';
import { clickSignature } from './click.signature';

const CLICK_CHECKOUT_URL = 'https://my.click.uz/services/pay';

/** The error Click reports on complete when the payer's payment did not go through. */
const CLICK_PAYER_FAILED = -5017;

function clickCheckoutUrl(
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

async function playTest(baseUrl: string, config: PaymentConfig, payment: TestPayment): Promise<TestOutcome> {
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

export const click: TopUpProvider = {
  checkoutUrl: (config, { userId, amount, returnUrl }) =>
    clickCheckoutUrl(config.click, userId, amount, returnUrl),
  playTest,
};
