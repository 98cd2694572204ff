/**
 * Every money movement of the platform (docs/architecture.md section 3). Each function is one PostgreSQL
 * transaction (its own, or the caller's when given one, so a payment row and its credit commit
 * together), idempotent on its business key: a repeat answers the first movement and moves nothing.
 * Each locks the user's accounts first, checks the funds, writes balanced entries, and records an
 * action-log row and a cabinet notification in the same transaction.
 *
 *   top-up           provider_clearing -> available
 *   top-up reversal  available -> provider_clearing      (a provider cancels a performed payment)
 *   deposit block    available -> blocked
 *   deposit release  blocked -> available
 *   deposit forfeit  blocked -> deposits_forfeited
 *   refund request   available -> blocked
 *   refund approve   blocked -> provider_clearing        (the money leaves to the card)
 *   refund reject    blocked -> available
 *   won lot payment  blocked (the deposit counted) + available (the rest) -> the seller
 *   deposit to seller  blocked -> the seller (a refused or unpaid won lot)
 *   fixed-price purchase  available -> the seller        (kind payment, a one-click purchase)
 *   purchase return  the seller -> available             (kind payment_return, a cancelled purchase)
 *   penalty          available -> penalties              (a customer's withdrawal of a lot from trade)
 *
 * The seller is the customer's available account for a personal order, or a platform account for a
 * state order (sales_proceeds for prices, deposits_forfeited for deposits).
 */
import { MAX_TIYIN, type ActionType, type Balance } from '@kimoshdi/shared';
import { moneyParam } from '@kimoshdi/shared/domain/notification/message-params';
import type { Seller } from '@kimoshdi/shared/domain/order/lot-seller';
import { AppError } from '../../lib/app-error';
import { notify, type NewNotification, type NotificationType, messageNotification } from '../notification';
import {
  findMovements,
  inTransaction,
  lockAccounts,
  lockUserAccounts,
  postTransaction,
  userBalances,
  userLanguage,
  type Db,
  type LedgerKind,
  type EntryAccount,
  type LedgerTransactionRow,
  type PlatformAccountKind,
} from './ledger.repository';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.generated';

/** What a movement did (or, for a repeat, what the first call did). Amount in tiyin. */
export interface Movement {
  transactionId: string;
  kind: LedgerKind;
  businessKey: string;
  userId: string;
  amount: string;
  createdAt: Date;
  /** True when the business key had moved money before and this call moved nothing. */
  repeated: boolean;
}

interface Common {
  userId: string;
  /** A reference the user can quote in the action log (receipt number, application number). */
  code?: string;
  /** Shown in the cabinet's transactions: a neutral reference such as "Payme KP00000012". */
  description?: string;
  /** The user's stored language when the caller has read it already (saves the notification's read). */
  lang?: string | null;
  /**
   * Where the movement's cabinet notice goes when the caller writes its transaction's notices in
   * one statement (a won lot's payment): added here instead of written at once.
   */
  notices?: NewNotification[];
}

type AccountRef = 'available' | 'blocked' | PlatformAccountKind;

/** The action log's name of each plain movement (one the cabinet has words for). */
const ACTION_OF: Record<MoveSpec['kind'], ActionType> = {
  top_up: 'top-up',
  top_up_reversal: 'top-up-reversal',
  deposit_block: 'deposit-block',
  deposit_release: 'deposit-release',
  deposit_forfeit: 'deposit-forfeit',
  refund_request: 'refund-request',
  refund_approve: 'refund-approve',
  refund_reject: 'refund-reject',
  payment_return: 'payment-return',
};

interface MoveSpec extends Common {
  kind: Exclude<LedgerKind, 'payment' | 'penalty'>;
  businessKey: string;
  /** The amount to move; a settling movement moves the amount of the movement it settles. */
  amount?: bigint;
  settles?: { businessKey: string; kind: LedgerKind };
  from: AccountRef;
  to: AccountRef;
  notification: NotificationType;
  /** A note appended to the notification (an operator's reason). */
  reason?: string;
}

function toMovement(row: LedgerTransactionRow, repeated: boolean): Movement {
  return {
    transactionId: row.id,
    kind: row.kind,
    businessKey: row.businessKey,
    userId: row.userId,
    amount: row.amount.toString(),
    createdAt: row.createdAt,
    repeated,
  };
}

function assertAmount(amount: bigint | undefined): bigint {
  if (amount === undefined || amount <= 0n || amount > MAX_TIYIN) {
    throw new AppError('INVALID_AMOUNT', { amount: amount?.toString() ?? null });
  }
  return amount;
}

function isBusinessKeyConflict(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'ledger_transactions_business_key_key';
}

async function move(db: Db, spec: MoveSpec): Promise<Movement> {
  if (spec.amount !== undefined) assertAmount(spec.amount);
  return inTransaction(db, async (trx) => {
    const accounts = await lockUserAccounts(trx, spec.userId);

    // Read after the lock: a concurrent call with the same key has committed by now, and is seen.
    // The movement it settles is read with it (one round trip).
    const found = await findMovements(trx, [
      spec.businessKey,
      ...(spec.settles ? [spec.settles.businessKey] : []),
    ]);
    const existing = found.get(spec.businessKey);
    if (existing) {
      const same =
        existing.kind === spec.kind &&
        existing.userId === spec.userId &&
        (spec.amount === undefined || existing.amount === spec.amount);
      if (!same) throw new AppError('WRONG_STATE', { business_key: spec.businessKey });
      return toMovement(existing, true);
    }

    let amount = spec.amount;
    let settlesId: string | undefined;
    let description = spec.description ?? '';
    if (spec.settles) {
      const original = found.get(spec.settles.businessKey);
      if (!original || original.userId !== spec.userId || original.kind !== spec.settles.kind) {
        throw new AppError('NOT_FOUND', { business_key: spec.settles.businessKey });
      }
      if (original.settledBy) {
        throw new AppError('WRONG_STATE', {
          business_key: spec.settles.businessKey,
          settled_by: original.settledBy,
        });
      }
      amount = original.amount;
      settlesId = original.id;
      description ||= original.description;
    }
    const value = assertAmount(amount);

    const accountOf = (ref: AccountRef): EntryAccount =>
      ref === 'available' || ref === 'blocked' ? { accountId: accounts[ref].id } : { platform: ref };
    if (spec.from === 'available' || spec.from === 'blocked') {
      const have = accounts[spec.from].balance;
      if (have < value) {
        throw new AppError('INSUFFICIENT_FUNDS', {
          [spec.from]: have.toString(),
          required: value.toString(),
          // What the person must add: the page offers a top-up of exactly this.
          shortfall: (value - have).toString(),
        });
      }
    }

    let row: LedgerTransactionRow;
    try {
      row = await postTransaction(trx, {
        action: { actionType: ACTION_OF[spec.kind], code: spec.code },
        kind: spec.kind,
        businessKey: spec.businessKey,
        userId: spec.userId,
        amount: value,
        settlesId,
        description,
        entries: [
          { ...accountOf(spec.from), amount: -value },
          { ...accountOf(spec.to), amount: value },
        ],
      });
    } catch (error) {
      // The same key used for another user at the same moment: only one of them may move money.
      if (isBusinessKeyConflict(error)) throw new AppError('WRONG_STATE', { business_key: spec.businessKey });
      throw error;
    }
    const reason = spec.reason?.trim();
    const notice = messageNotification(
      spec.userId,
      spec.notification,
      spec.lang !== undefined ? spec.lang : await userLanguage(trx, spec.userId),
      {
        key: `pay:ledger.${spec.kind}`,
        params: { amount: moneyParam(value), ...(reason ? { reason } : {}) },
      },
    );
    if (spec.notices) spec.notices.push(notice);
    else await notify(trx, notice);
    return toMovement(row, false);
  });
}

/** Money received through a provider lands on the available balance. */
export function topUp(db: Db, input: Common & { amount: bigint; businessKey: string }): Promise<Movement> {
  return move(db, {
    ...input,
    kind: 'top_up',
    from: 'provider_clearing',
    to: 'available',
    notification: 'success',
  });
}

/**
 * A provider cancels a top-up it had performed: the money goes back, but only while the available
 * balance still holds it (INSUFFICIENT_FUNDS otherwise, and nothing changes).
 */
export function reverseTopUp(
  db: Db,
  input: Common & { topUpKey: string; businessKey?: string },
): Promise<Movement> {
  return move(db, {
    ...input,
    kind: 'top_up_reversal',
    businessKey: input.businessKey ?? `${input.topUpKey}:reversal`,
    settles: { businessKey: input.topUpKey, kind: 'top_up' },
    from: 'available',
    to: 'provider_clearing',
    notification: 'warning',
  });
}

/** Applying to a lot: the deposit moves from available to blocked. Key e.g. "deposit:<lot>:<user>". */
export function blockDeposit(
  db: Db,
  input: Common & { amount: bigint; businessKey: string },
): Promise<Movement> {
  return move(db, {
    ...input,
    kind: 'deposit_block',
    from: 'available',
    to: 'blocked',
    notification: 'info',
  });
}

/** A lost auction or a cancelled application: the whole deposit returns to available. */
export function releaseDeposit(
  db: Db,
  input: Common & { blockKey: string; businessKey?: string },
): Promise<Movement> {
  return move(db, {
    ...input,
    kind: 'deposit_release',
    businessKey: input.businessKey ?? `${input.blockKey}:release`,
    settles: { businessKey: input.blockKey, kind: 'deposit_block' },
    from: 'blocked',
    to: 'available',
    notification: 'success',
  });
}

/** A winner who refuses or does not pay loses the deposit to the platform's forfeited account. */
export function forfeitDeposit(
  db: Db,
  input: Common & { blockKey: string; businessKey?: string; reason?: string },
): Promise<Movement> {
  return move(db, {
    ...input,
    kind: 'deposit_forfeit',
    businessKey: input.businessKey ?? `${input.blockKey}:forfeit`,
    settles: { businessKey: input.blockKey, kind: 'deposit_block' },
    from: 'blocked',
    to: 'deposits_forfeited',
    notification: 'warning',
  });
}

/** A refund application blocks its amount until an operator decides. */
export function requestRefund(
  db: Db,
  input: Common & { amount: bigint; businessKey: string },
): Promise<Movement> {
  return move(db, {
    ...input,
    kind: 'refund_request',
    from: 'available',
    to: 'blocked',
    notification: 'info',
  });
}

/** Approved: the blocked amount leaves the platform (paid to the card through the provider). */
export function approveRefund(
  db: Db,
  input: Common & { requestKey: string; businessKey?: string; reason?: string },
): Promise<Movement> {
  return move(db, {
    ...input,
    kind: 'refund_approve',
    businessKey: input.businessKey ?? `${input.requestKey}:approve`,
    settles: { businessKey: input.requestKey, kind: 'refund_request' },
    from: 'blocked',
    to: 'provider_clearing',
    notification: 'success',
  });
}

/** Rejected: the blocked amount returns to the available balance. */
export function rejectRefund(
  db: Db,
  input: Common & { requestKey: string; businessKey?: string; reason?: string },
): Promise<Movement> {
  return move(db, {
    ...input,
    kind: 'refund_reject',
    businessKey: input.businessKey ?? `${input.requestKey}:reject`,
    settles: { businessKey: input.requestKey, kind: 'refund_request' },
    from: 'blocked',
    to: 'available',
    notification: 'warning',
  });
}

/**
 * Locks the accounts of every user named, in user id order (modules/ledger/lock-order.ts). A step
 * that moves several people's money in one transaction (a payment that also releases the reserve
 * winner's deposit) calls it first with all of them; the movements' own locks are then no-ops.
 */
export function lockAccountsOf(db: Db, userIds: readonly string[]): Promise<unknown> {
  return inTransaction(db, (trx) => lockUsers(trx, userIds));
}

async function lockUsers(trx: Transaction<DB>, userIds: readonly string[]) {
  // lockAccounts locks in user id order (byUserId's order) in one statement.
  return lockAccounts(trx, userIds);
}

/** A deposit block of the user that nothing settled yet (else NOT_FOUND or WRONG_STATE). */
function openDepositBlock(
  block: (LedgerTransactionRow & { settledBy: LedgerKind | null }) | undefined,
  userId: string,
  blockKey: string,
) {
  if (!block || block.userId !== userId || block.kind !== 'deposit_block') {
    throw new AppError('NOT_FOUND', { business_key: blockKey });
  }
  if (block.settledBy)
    throw new AppError('WRONG_STATE', { business_key: blockKey, settled_by: block.settledBy });
  return block;
}

/** The repeat of a movement with this key, or WRONG_STATE when the key moved something else. */
function repeatOf(
  existing: LedgerTransactionRow | undefined,
  spec: { businessKey: string; kind: LedgerKind; userId: string; amount: bigint },
): Movement | undefined {
  if (!existing) return undefined;
  if (existing.kind !== spec.kind || existing.userId !== spec.userId || existing.amount !== spec.amount) {
    throw new AppError('WRONG_STATE', { business_key: spec.businessKey });
  }
  return toMovement(existing, true);
}

/**
 * A won lot's payment (or one part of it), one movement of kind `payment`: the deposit counted
 * leaves the payer's blocked account (and settles its block), the rest leaves the available
 * account, and the whole amount reaches the seller. Short of money: INSUFFICIENT_FUNDS with the
 * shortfall, and nothing moves. Idempotent on the business key (e.g. `winlot:<lot>:<user>:part:1`).
 */
export async function payWonLot(
  db: Db,
  input: Common & {
    businessKey: string;
    seller: Seller;
    /** The part's whole amount: what the seller receives. */
    amount: bigint;
    /** The part of it paid by the kept deposit (its block is settled by this payment). */
    depositCounted: bigint;
    depositBlockKey: string | null;
  },
): Promise<Movement> {
  const amount = assertAmount(input.amount);
  const counted = input.depositCounted;
  if (counted < 0n || counted > amount || (counted > 0n && !input.depositBlockKey)) {
    throw new AppError('INVALID_AMOUNT', { deposit: counted.toString() });
  }
  return inTransaction(db, async (trx) => {
    const sellerId = input.seller.kind === 'user' ? input.seller.userId : null;
    const locked = await lockUsers(trx, sellerId ? [input.userId, sellerId] : [input.userId]);
    const payer = locked.get(input.userId);
    if (!payer) throw new Error('the payer was not locked');
    // The payment's own key (a repeat?) and the deposit block it settles, in one read.
    const blockKey = counted > 0n ? input.depositBlockKey : null;
    const found = await findMovements(trx, [input.businessKey, ...(blockKey ? [blockKey] : [])]);
    const repeated = repeatOf(found.get(input.businessKey), { ...input, kind: 'payment', amount });
    if (repeated) return repeated;

    const block = blockKey ? openDepositBlock(found.get(blockKey), input.userId, blockKey) : null;
    if (block && block.amount !== counted) {
      throw new AppError('WRONG_STATE', { business_key: block.businessKey, amount: block.amount.toString() });
    }
    const charge = amount - counted;
    if (payer.available.balance < charge) {
      throw new AppError('INSUFFICIENT_FUNDS', {
        available: payer.available.balance.toString(),
        required: charge.toString(),
        shortfall: (charge - payer.available.balance).toString(),
      });
    }
    const sellerAccount: EntryAccount = sellerId
      ? { accountId: locked.get(sellerId)?.available.id ?? '' }
      : { platform: 'sales_proceeds' };
    const entries = [
      { accountId: payer.blocked.id, amount: -counted },
      { accountId: payer.available.id, amount: -charge },
      { ...sellerAccount, amount },
    ].filter((entry) => entry.amount !== 0n);
    const row = await postTransaction(trx, {
      action: { actionType: 'payment', code: input.code },
      kind: 'payment',
      businessKey: input.businessKey,
      userId: input.userId,
      amount,
      settlesId: block?.id,
      description: input.description ?? '',
      entries,
    });
    return toMovement(row, false);
  });
}

/**
 * A one-click purchase at a fixed price: the whole amount leaves the buyer's available balance for
 * the seller (the customer's available account, or the platform's sales_proceeds for a state order
 * or an order without a customer account), as one movement of kind `payment`. Short of money:
 * INSUFFICIENT_FUNDS with the shortfall, and nothing moves. Idempotent on the business key
 * (`user-order:<purchase id>`).
 */
export function buyFixedPrice(
  db: Db,
  input: Common & { businessKey: string; seller: Seller; amount: bigint },
): Promise<Movement> {
  return payWonLot(db, { ...input, depositCounted: 0n, depositBlockKey: null });
}

/**
 * A cancelled purchase: the payment's amount goes back from the seller to the buyer's available
 * balance, as a movement of kind `payment_return` that settles the payment (so it is returned once).
 * A seller who is a person must still hold the money: NOT_CANCELLABLE (reason seller_funds)
 * otherwise, and nothing moves. Idempotent on `<payment key>:return`.
 */
export async function returnFixedPrice(
  db: Db,
  input: Common & { paymentKey: string; seller: Seller; businessKey?: string },
): Promise<Movement> {
  const businessKey = input.businessKey ?? `${input.paymentKey}:return`;
  return inTransaction(db, async (trx) => {
    const sellerId = input.seller.kind === 'user' ? input.seller.userId : null;
    const locked = await lockUsers(trx, sellerId ? [input.userId, sellerId] : [input.userId]);
    const buyer = locked.get(input.userId);
    if (!buyer) throw new Error('the buyer was not locked');
    const found = await findMovements(trx, [input.paymentKey, businessKey]);
    const payment = found.get(input.paymentKey);
    if (!payment || payment.userId !== input.userId || payment.kind !== 'payment') {
      throw new AppError('NOT_FOUND', { business_key: input.paymentKey });
    }
    const repeated = repeatOf(found.get(businessKey), {
      businessKey,
      kind: 'payment_return',
      userId: input.userId,
      amount: payment.amount,
    });
    if (repeated) return repeated;
    if (payment.settledBy) {
      throw new AppError('WRONG_STATE', { business_key: input.paymentKey, settled_by: payment.settledBy });
    }
    const sellerAccount = sellerId ? locked.get(sellerId)?.available : undefined;
    if (sellerAccount && sellerAccount.balance < payment.amount) {
      throw new AppError('NOT_CANCELLABLE', { reason: 'seller_funds' });
    }
    const from: EntryAccount = sellerAccount
      ? { accountId: sellerAccount.id }
      : { platform: 'sales_proceeds' };
    const row = await postTransaction(trx, {
      action: { actionType: 'payment-return', code: input.code },
      kind: 'payment_return',
      businessKey,
      userId: input.userId,
      amount: payment.amount,
      settlesId: payment.id,
      description: input.description ?? payment.description,
      entries: [
        { ...from, amount: -payment.amount },
        { accountId: buyer.available.id, amount: payment.amount },
      ],
    });
    return toMovement(row, false);
  });
}

/**
 * A won lot refused or left unpaid: the deposit leaves the blocked account for the seller (the
 * customer's available account, or the platform's deposits_forfeited for the state), settling its
 * block. Idempotent on `<block key>:forfeit`. The payer is told in the ledger's words.
 */
export async function forfeitDepositToSeller(
  db: Db,
  input: Common & { blockKey: string; seller: Seller; businessKey?: string },
): Promise<Movement> {
  const businessKey = input.businessKey ?? `${input.blockKey}:forfeit`;
  return inTransaction(db, async (trx) => {
    const sellerId = input.seller.kind === 'user' ? input.seller.userId : null;
    const locked = await lockUsers(trx, sellerId ? [input.userId, sellerId] : [input.userId]);
    const payer = locked.get(input.userId);
    if (!payer) throw new Error('the payer was not locked');
    const found = await findMovements(trx, [businessKey, input.blockKey]);
    const existing = found.get(businessKey);
    if (existing) {
      if (existing.kind !== 'deposit_forfeit' || existing.userId !== input.userId) {
        throw new AppError('WRONG_STATE', { business_key: businessKey });
      }
      return toMovement(existing, true);
    }
    const block = openDepositBlock(found.get(input.blockKey), input.userId, input.blockKey);
    const sellerAccount: EntryAccount = sellerId
      ? { accountId: locked.get(sellerId)?.available.id ?? '' }
      : { platform: 'deposits_forfeited' };
    const row = await postTransaction(trx, {
      action: { actionType: 'deposit-forfeit', code: input.code },
      kind: 'deposit_forfeit',
      businessKey,
      userId: input.userId,
      amount: block.amount,
      settlesId: block.id,
      description: input.description ?? block.description,
      entries: [
        { accountId: payer.blocked.id, amount: -block.amount },
        { ...sellerAccount, amount: block.amount },
      ],
    });
    await notify(
      trx,
      messageNotification(
        input.userId,
        'warning',
        input.lang !== undefined ? input.lang : await userLanguage(trx, input.userId),
        {
          key: 'pay:ledger.deposit_forfeit',
          params: { amount: moneyParam(block.amount) },
        },
      ),
    );
    return toMovement(row, false);
  });
}

/**
 * A penalty (a customer's withdrawal of a lot from trade, docs/decisions.md "Withdrawal from
 * trade"): the amount leaves the available balance for the platform's penalties account, as one
 * movement of kind `penalty`. Short of money: INSUFFICIENT_FUNDS with the shortfall, and nothing
 * moves. Idempotent on the business key (`withdrawal:<lot>:penalty`, the same whether the penalty
 * is charged at the withdrawal or paid later as a debt). The caller tells the person, in its words.
 */
export async function chargePenalty(
  db: Db,
  input: Common & { businessKey: string; amount: bigint },
): Promise<Movement> {
  const amount = assertAmount(input.amount);
  return inTransaction(db, async (trx) => {
    const accounts = await lockUserAccounts(trx, input.userId);
    const found = await findMovements(trx, [input.businessKey]);
    const repeated = repeatOf(found.get(input.businessKey), { ...input, kind: 'penalty', amount });
    if (repeated) return repeated;
    if (accounts.available.balance < amount) {
      throw new AppError('INSUFFICIENT_FUNDS', {
        available: accounts.available.balance.toString(),
        required: amount.toString(),
        shortfall: (amount - accounts.available.balance).toString(),
      });
    }
    const row = await postTransaction(trx, {
      action: { actionType: 'penalty', code: input.code },
      kind: 'penalty',
      businessKey: input.businessKey,
      userId: input.userId,
      amount,
      description: input.description ?? '',
      entries: [
        { accountId: accounts.available.id, amount: -amount },
        { platform: 'penalties' as const, amount },
      ],
    });
    return toMovement(row, false);
  });
}

/** GET user/balance: available and blocked money in tiyin. */
export async function getBalance(db: Db, userId: string): Promise<Balance> {
  const { available, blocked } = await userBalances(db, userId);
  return { balance: available.toString(), blocked: blocked.toString() };
}

export function createLedgerService(db: Db) {
  return {
    balance: (userId: string) => getBalance(db, userId),
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
