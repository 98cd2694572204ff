/**
 * Click SHOP-API: Click calls `prepare` (action 0) when the payer confirms, then `complete`
 * (action 1) with the payment's outcome. Both are form-encoded and signed with MD5 over the fields
 * and our secret key. merchant_trans_id is the user id; amounts are sums ("15000.00"). A completed
 * payment is credited to the ledger exactly once (business key "click:<click_trans_id>"); a
 * complete that reports an error (error < 0) cancels the prepared payment instead.
 */
import { parseSumToTiyin, TOP_UP_MAX_TIYIN, TOP_UP_MIN_TIYIN } from '@kimoshdi/shared';
import {
  clickCompleteSchema as completeSchema,
  clickPrepareSchema as prepareSchema,
} from '@kimoshdi/shared/api/payments';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../lib/logger';
import { payments } from '../../../lib/metrics';
import { inTransaction, topUp } from '../../ledger';
import type { PaymentConfig } from '../../../payment-config';
import { findPayment, findPaymentById, insertPayment, updatePayment, userExists } from '../top-up.repository';
import { CLICK_ERRORS, ClickError } from './click.errors';
import { clickSignatureValid } from './click.signature';

export type ClickAnswer = Record<string, string | number>;

function amountOf(text: string): bigint {
  const parsed = parseSumToTiyin(text);
  if (!parsed.ok || parsed.tiyin < TOP_UP_MIN_TIYIN || parsed.tiyin > TOP_UP_MAX_TIYIN) {
    throw new ClickError('INCORRECT_AMOUNT');
  }
  return parsed.tiyin;
}

interface ClickDeps {
  db: Database;
  config: PaymentConfig;
  logger: Logger;
  now?: () => number;
}

export function createClickService({ db, config, logger, now = Date.now }: ClickDeps) {
  const { serviceId, secretKey } = config.click;

  /** Field checks both actions share: shape (-8), signature (-1), service (-8), action (-3). */
  function verify<S extends typeof prepareSchema | typeof completeSchema>(
    schema: S,
    body: unknown,
    action: '0' | '1',
  ): z.output<S> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ClickError('BAD_REQUEST');
    const fields = parsed.data as z.output<typeof completeSchema>;
    if (!clickSignatureValid(fields, secretKey, fields.sign_string))
      throw new ClickError('SIGN_CHECK_FAILED');
    if (fields.service_id !== serviceId) throw new ClickError('BAD_REQUEST');
    if (fields.action !== action) throw new ClickError('ACTION_NOT_FOUND');
    return parsed.data as z.output<S>;
  }

  async function prepare(body: unknown): Promise<ClickAnswer> {
    const fields = verify(prepareSchema, body, '0');
    const amount = amountOf(fields.amount);
    if (!(await userExists(db, fields.merchant_trans_id))) throw new ClickError('USER_NOT_FOUND');
    const existing = await findPayment(db, 'click', fields.click_trans_id);
    let payment = existing;
    if (existing) {
      if (existing.state === 'completed') throw new ClickError('ALREADY_PAID');
      if (existing.state === 'cancelled') throw new ClickError('TRANSACTION_CANCELLED');
      if (existing.user_id !== fields.merchant_trans_id) throw new ClickError('USER_NOT_FOUND');
      if (BigInt(existing.amount) !== amount) throw new ClickError('INCORRECT_AMOUNT');
    } else {
      payment = await insertPayment(db, {
        userId: fields.merchant_trans_id,
        provider: 'click',
        providerTxId: fields.click_trans_id,
        amount,
        state: 'prepared',
        description: 'Click',
        createTime: now(),
      }).catch(async (error: unknown) => {
        // The same prepare twice at once: the other one inserted it; answer with that row.
        if ((error as { code?: unknown }).code !== '23505') throw error;
        return findPayment(db, 'click', fields.click_trans_id);
      });
    }
    if (!payment || payment.state !== 'prepared') throw new ClickError('TRANSACTION_CANCELLED');
    return {
      click_trans_id: Number(fields.click_trans_id),
      merchant_trans_id: fields.merchant_trans_id,
      merchant_prepare_id: Number(payment.id),
      error: CLICK_ERRORS.SUCCESS.error,
      error_note: CLICK_ERRORS.SUCCESS.note,
    };
  }

  async function complete(body: unknown): Promise<ClickAnswer> {
    const fields = verify(completeSchema, body, '1');
    const outcome = await inTransaction(db, async (trx) => {
      const payment = await findPaymentById(trx, fields.merchant_prepare_id, { forUpdate: true });
      if (
        !payment ||
        payment.provider !== 'click' ||
        payment.provider_tx_id !== fields.click_trans_id ||
        payment.user_id !== fields.merchant_trans_id
      ) {
        throw new ClickError('TRANSACTION_NOT_FOUND');
      }
      if (payment.state === 'completed') throw new ClickError('ALREADY_PAID');
      if (payment.state === 'cancelled') throw new ClickError('TRANSACTION_CANCELLED');
      const clickError = Number(fields.error);
      if (clickError < 0) {
        // Click reports that the payment failed on its side: cancel, and commit that.
        await updatePayment(trx, payment.id, {
          state: 'cancelled',
          cancel_time: now(),
          cancel_reason: Math.max(clickError, -32768),
        });
        return { cancelled: true, payment };
      }
      if (amountOf(fields.amount) !== BigInt(payment.amount)) throw new ClickError('INCORRECT_AMOUNT');
      const movement = await topUp(trx, {
        userId: payment.user_id,
        amount: BigInt(payment.amount),
        businessKey: `click:${payment.provider_tx_id}`,
        description: `Click ${payment.receipt_no}`,
        code: payment.receipt_no,
      });
      const completed = await updatePayment(trx, payment.id, {
        state: 'completed',
        perform_time: now(),
        ledger_tx_id: movement.transactionId,
      });
      return { cancelled: false, payment: completed };
    });
    payments.inc({ provider: 'click', outcome: outcome.cancelled ? 'cancelled' : 'paid' });
    const result = outcome.cancelled ? CLICK_ERRORS.TRANSACTION_CANCELLED : CLICK_ERRORS.SUCCESS;
    return {
      click_trans_id: Number(fields.click_trans_id),
      merchant_trans_id: fields.merchant_trans_id,
      merchant_confirm_id: Number(outcome.payment.id),
      error: result.error,
      error_note: result.note,
    };
  }

  /** Every answer is HTTP 200 JSON; an error carries the ids as sent, the code and its note. */
  async function answer(body: unknown, work: (body: unknown) => Promise<ClickAnswer>): Promise<ClickAnswer> {
    try {
      return await work(body);
    } catch (error) {
      const sent = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      const clickTransId = sent.click_trans_id;
      const merchantTransId = sent.merchant_trans_id;
      let reason: keyof typeof CLICK_ERRORS = 'UPDATE_FAILED';
      if (error instanceof ClickError) reason = error.reason;
      else {
        logger.error({ err: error }, 'Click callback failed');
        payments.inc({ provider: 'click', outcome: 'error' });
      }
      return {
        ...(typeof clickTransId === 'string' && /^\d{1,15}$/.test(clickTransId)
          ? { click_trans_id: Number(clickTransId) }
          : {}),
        ...(typeof merchantTransId === 'string' ? { merchant_trans_id: merchantTransId.slice(0, 40) } : {}),
        error: CLICK_ERRORS[reason].error,
        error_note: CLICK_ERRORS[reason].note,
      };
    }
  }

  return {
    prepare: (body: unknown) => answer(body, prepare),
    complete: (body: unknown) => answer(body, complete),
  };
}

export type ClickService = ReturnType<typeof createClickService>;
