/**
 * Payme Merchant API (JSON-RPC 2.0 over HTTP, Basic auth "Paycom:<key>"): Payme calls us to check
 * an account, create, perform, cancel and check transactions, and to reconcile (GetStatement).
 * The account is `user_id`; amounts are tiyin. A transaction is credited to the ledger exactly once,
 * on PerformTransaction, with the Payme id as the business key; the payment row and the credit
 * commit together. Every answer, including every error, is HTTP 200.
 */
import { timingSafeEqual } from 'node:crypto';
import { TOP_UP_MAX_TIYIN, TOP_UP_MIN_TIYIN } from '@kimoshdi/shared';
import {
  paymeEnvelopeSchema as envelopeSchema,
  paymeParamSchemas as paramSchemas,
  type PaymeMethod,
} from '@kimoshdi/shared/api/payments';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Logger } from '../../../lib/logger';
import { payments } from '../../../lib/metrics';
import { inTransaction, reverseTopUp, topUp } from '../../ledger';
import type { PaymentConfig } from '../../../payment-config';
import {
  findActivePayme,
  findPayment,
  insertPayment,
  listPaymeByTime,
  updatePayment,
  userExists,
  type PaymentRow,
} from '../top-up.repository';
import { PaymeError, type LocalizedMessage } from './payme.errors';

/** Payme cancels a transaction that was not performed within 12 hours (reason 4). */
export const PAYME_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const PAYME_REASON_TIMEOUT = 4;

export type JsonRpcId = number | string | null;
export type PaymeAnswer =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: Record<string, unknown> }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: LocalizedMessage; data?: string } };

type Method = PaymeMethod;
type Params<M extends Method> = z.output<(typeof paramSchemas)[M]>;

/** "Basic base64(Paycom:<key>)", compared in constant time. */
export function paymeAuthorized(header: string | undefined, key: string): boolean {
  const expected = Buffer.from(`Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function paymeAuthorization(key: string): string {
  return `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`;
}

function amountOf(value: unknown): bigint {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new PaymeError('WRONG_AMOUNT', 'amount');
  const tiyin = BigInt(value);
  if (tiyin < TOP_UP_MIN_TIYIN || tiyin > TOP_UP_MAX_TIYIN) throw new PaymeError('WRONG_AMOUNT', 'amount');
  return tiyin;
}

function accountUserId(account: unknown): string | undefined {
  if (typeof account !== 'object' || account === null) return undefined;
  const value = (account as { user_id?: unknown }).user_id;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' ? value.trim() : undefined;
}

async function checkAccount(db: Database, account: unknown): Promise<string> {
  const userId = accountUserId(account);
  if (userId === undefined || !(await userExists(db, userId)))
    throw new PaymeError('ACCOUNT_NOT_FOUND', 'user_id');
  return userId;
}

const ms = (value: string | null) => (value === null ? 0 : Number(value));

function createAnswer(p: PaymentRow) {
  return { create_time: ms(p.create_time), transaction: p.id, state: Number(p.state) };
}
function performAnswer(p: PaymentRow) {
  return { transaction: p.id, perform_time: ms(p.perform_time), state: Number(p.state) };
}
function cancelAnswer(p: PaymentRow) {
  return { transaction: p.id, cancel_time: ms(p.cancel_time), state: Number(p.state) };
}
function checkAnswer(p: PaymentRow) {
  return {
    create_time: ms(p.create_time),
    perform_time: ms(p.perform_time),
    cancel_time: ms(p.cancel_time),
    transaction: p.id,
    state: Number(p.state),
    reason: p.cancel_reason,
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && e.constraint === constraint;
}

interface PaymeDeps {
  db: Database;
  config: PaymentConfig;
  logger: Logger;
  /** Milliseconds since the epoch; tests move it to cross the 12-hour limit. */
  now?: () => number;
}

export function createPaymeService({ db, config, logger, now = Date.now }: PaymeDeps) {
  /** Cancels an expired created transaction and commits that, then answers -31008 (Payme's rule). */
  async function expire(p: PaymentRow): Promise<never> {
    await updatePayment(db, p.id, { state: '-1', cancel_time: now(), cancel_reason: PAYME_REASON_TIMEOUT });
    payments.inc({ provider: 'payme', outcome: 'expired' });
    throw new PaymeError('CANNOT_PERFORM', 'timeout');
  }
  const expired = (p: PaymentRow) => now() - Number(p.create_time) > PAYME_TIMEOUT_MS;

  /** A repeat of a created transaction answers it again; a new one needs a free account. */
  async function createTransaction(
    params: Params<'CreateTransaction'>,
    retried = false,
  ): Promise<Record<string, unknown>> {
    const existing = await findPayment(db, 'payme', params.id);
    if (existing) {
      if (existing.state !== '1') throw new PaymeError('CANNOT_PERFORM', 'state');
      if (expired(existing)) return expire(existing);
      if (accountUserId(params.account) !== existing.user_id)
        throw new PaymeError('ACCOUNT_NOT_FOUND', 'user_id');
      if (amountOf(params.amount) !== BigInt(existing.amount)) throw new PaymeError('WRONG_AMOUNT', 'amount');
      return createAnswer(existing);
    }
    const userId = await checkAccount(db, params.account);
    const amount = amountOf(params.amount);
    if (now() - params.time > PAYME_TIMEOUT_MS) throw new PaymeError('CANNOT_PERFORM', 'timeout');
    const active = await findActivePayme(db, userId);
    if (active && !expired(active)) throw new PaymeError('ACCOUNT_BUSY', 'user_id');
    // An abandoned transaction past Payme's 12 hours no longer holds the account.
    if (active) {
      await updatePayment(db, active.id, {
        state: '-1',
        cancel_time: now(),
        cancel_reason: PAYME_REASON_TIMEOUT,
      });
      payments.inc({ provider: 'payme', outcome: 'expired' });
    }
    try {
      const created = await insertPayment(db, {
        userId,
        provider: 'payme',
        providerTxId: params.id,
        amount,
        state: '1',
        description: 'Payme',
        providerTime: params.time,
        createTime: now(),
      });
      return createAnswer(created);
    } catch (error) {
      // Lost a race: the same id created a moment ago (answer as a repeat), or another one.
      if (isUniqueViolation(error, 'payments_provider_tx_key') && !retried) {
        return createTransaction(params, true);
      }
      if (isUniqueViolation(error, 'payments_payme_one_active_key'))
        throw new PaymeError('ACCOUNT_BUSY', 'user_id');
      throw error;
    }
  }

  const methods: { [M in Method]: (params: Params<M>) => Promise<Record<string, unknown>> } = {
    async CheckPerformTransaction(params) {
      await checkAccount(db, params.account);
      amountOf(params.amount);
      return { allow: true };
    },

    CreateTransaction: (params) => createTransaction(params),

    async PerformTransaction(params) {
      const outcome = await inTransaction(db, async (trx) => {
        const p = await findPayment(trx, 'payme', params.id, { forUpdate: true });
        if (!p) throw new PaymeError('TRANSACTION_NOT_FOUND', 'id');
        if (p.state === '2') return { expired: false, performed: false, payment: p };
        if (p.state !== '1') throw new PaymeError('CANNOT_PERFORM', 'state');
        if (expired(p)) return { expired: true, performed: false, payment: p };
        const movement = await topUp(trx, {
          userId: p.user_id,
          amount: BigInt(p.amount),
          businessKey: `payme:${p.provider_tx_id}`,
          description: `Payme ${p.receipt_no}`,
          code: p.receipt_no,
        });
        const performed = await updatePayment(trx, p.id, {
          state: '2',
          perform_time: now(),
          ledger_tx_id: movement.transactionId,
        });
        return { expired: false, performed: true, payment: performed };
      });
      if (outcome.expired) return expire(outcome.payment);
      if (outcome.performed) payments.inc({ provider: 'payme', outcome: 'paid' });
      return performAnswer(outcome.payment);
    },

    async CancelTransaction(params) {
      // What this call changed is counted once committed; a repeated cancel changes nothing.
      const { payment, change } = await inTransaction(db, async (trx) => {
        const p = await findPayment(trx, 'payme', params.id, { forUpdate: true });
        if (!p) throw new PaymeError('TRANSACTION_NOT_FOUND', 'id');
        if (p.state === '1') {
          return {
            change: 'cancelled' as const,
            payment: await updatePayment(trx, p.id, {
              state: '-1',
              cancel_time: now(),
              cancel_reason: params.reason,
            }),
          };
        }
        if (p.state === '2') {
          try {
            const reversal = await reverseTopUp(trx, {
              userId: p.user_id,
              topUpKey: `payme:${p.provider_tx_id}`,
              code: p.receipt_no,
            });
            return {
              change: 'reversed' as const,
              payment: await updatePayment(trx, p.id, {
                state: '-2',
                cancel_time: now(),
                cancel_reason: params.reason,
                reversal_tx_id: reversal.transactionId,
              }),
            };
          } catch (error) {
            // The money was spent (blocked as a deposit, refunded): it cannot be taken back.
            if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
              throw new PaymeError('CANNOT_CANCEL', 'balance');
            }
            throw error;
          }
        }
        return { change: undefined, payment: p };
      });
      if (change) payments.inc({ provider: 'payme', outcome: change });
      return cancelAnswer(payment);
    },

    async CheckTransaction(params) {
      const p = await findPayment(db, 'payme', params.id);
      if (!p) throw new PaymeError('TRANSACTION_NOT_FOUND', 'id');
      return checkAnswer(p);
    },

    async GetStatement(params) {
      const rows = await listPaymeByTime(db, params.from, params.to);
      return {
        transactions: rows.map((p) => ({
          id: p.provider_tx_id,
          time: ms(p.provider_time),
          amount: Number(p.amount),
          account: { user_id: p.user_id },
          ...checkAnswer(p),
        })),
      };
    },
  };

  async function dispatch(body: unknown): Promise<Record<string, unknown>> {
    const envelope = envelopeSchema.safeParse(body);
    if (!envelope.success) throw new PaymeError('INVALID_REQUEST');
    const { method, params } = envelope.data;
    if (!Object.hasOwn(paramSchemas, method)) throw new PaymeError('METHOD_NOT_FOUND', method);
    const name = method as Method;
    const parsed = paramSchemas[name].safeParse(params);
    if (!parsed.success) throw new PaymeError('INVALID_REQUEST');
    const run = methods[name] as (p: unknown) => Promise<Record<string, unknown>>;
    return run(parsed.data);
  }

  return {
    /** Answers one HTTP request: the raw body and the Authorization header as received. */
    async handle(rawBody: string, authorization: string | undefined): Promise<PaymeAnswer> {
      let body: unknown;
      let parsed = true;
      try {
        body = JSON.parse(rawBody);
      } catch {
        parsed = false;
      }
      const bodyId = (body as { id?: unknown } | null | undefined)?.id;
      const idOfBody: JsonRpcId = typeof bodyId === 'number' || typeof bodyId === 'string' ? bodyId : null;
      const fail = (error: PaymeError, id: JsonRpcId): PaymeAnswer => ({
        jsonrpc: '2.0',
        id,
        error: {
          code: error.code,
          message: error.localized,
          ...(error.data === undefined ? {} : { data: error.data }),
        },
      });
      if (!paymeAuthorized(authorization, config.payme.key)) {
        return fail(new PaymeError('INSUFFICIENT_PRIVILEGE'), idOfBody);
      }
      if (!parsed) return fail(new PaymeError('PARSE_ERROR'), null);
      try {
        return { jsonrpc: '2.0', id: idOfBody, result: await dispatch(body) };
      } catch (error) {
        if (error instanceof PaymeError) return fail(error, idOfBody);
        logger.error({ err: error }, 'Payme callback failed');
        payments.inc({ provider: 'payme', outcome: 'error' });
        return fail(new PaymeError('SYSTEM_ERROR'), idOfBody);
      }
    },
  };
}

export type PaymeService = ReturnType<typeof createPaymeService>;
