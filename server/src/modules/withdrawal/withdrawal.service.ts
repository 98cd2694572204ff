/**
 * A customer withdraws a lot of their order from trade (docs/decisions.md "Withdrawal from trade"):
 * the terms (may it be withdrawn now, what it would cost) and the withdrawal itself, ONE transaction
 * under the lot's row lock: the lot withdrawn (10) with its status history, every standing
 * application's deposit released, the applicants and the customer told, the penalty of the
 * customer's n-th withdrawal charged through the ledger or, when the available balance is short,
 * owed in full as a debt, the order's history and status, the action log. A refusal writes nothing;
 * a repeat answers the first withdrawal and moves nothing.
 *
 * The auction's start job, if one is scheduled, finds the lot withdrawn and does nothing
 * (lifecycle/start.ts starts only statuses 1 to 3), as the sweep's start and fixed-price passes do.
 */
import {
  LOT_STATUS,
  withdrawalPenalty,
  withdrawalRefusal,
  type WithdrawLotAnswer,
  type WithdrawTerms,
} from '@kimoshdi/shared';
import type { Database, Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { boundTo } from '../../lib/bound-to';
import { logAction } from '../action-log';
import { activeApplications, countApplicants, releaseApplicationDeposit } from '../application';
import { databaseNow, setLotStatus, insertFlow, syncOrderStatus } from '../trade';
import {
  byUserId,
  chargePenalty,
  findDebtOfLot,
  insertDebt,
  lockAccountsOf,
  penaltyKey,
  toDebt,
  userBalances,
  userLanguage,
} from '../ledger';
import { notify, notifyMany } from '../notification';
import { withdrawalNotification } from './withdrawal-messages';
import {
  countWithdrawals,
  findOrderLot,
  findWithdrawal,
  insertWithdrawal,
  lockOrderLot,
  orderStatusOf,
  type OrderLot,
  type WithdrawalRow,
} from './withdrawal.repository';

const withdrawable = (lot: OrderLot) => ({
  tradeType: lot.trade_type,
  status: lot.lot_status,
  quantitySold: lot.quantity_sold,
  startsAtMs: lot.starts_at.getTime(),
  endsAtMs: lot.ends_at.getTime(),
});

/** The caller's own lot (a lot of another's order, or of no customer's, is 404 as everywhere). */
function ownLot(lot: OrderLot | undefined, userId: string): OrderLot {
  if (!lot || lot.customer_user_id !== userId) throw new AppError('NOT_FOUND');
  return lot;
}

/** GET order-action/withdraw-terms: what withdrawing the lot now would do. */
export async function withdrawTerms(
  db: Database,
  input: { userId: string; lotId: number },
): Promise<WithdrawTerms> {
  const lot = ownLot(await findOrderLot(db, input.lotId), input.userId);
  const now = await databaseNow(db);
  const reason = withdrawalRefusal(withdrawable(lot), now.getTime());
  const [made, balances, applicants] = await Promise.all([
    countWithdrawals(db, input.userId),
    userBalances(db, input.userId),
    countApplicants(db, lot.id),
  ]);
  const penalty = withdrawalPenalty(made + 1, now);
  return {
    lot_id: lot.id,
    lot_number: lot.lot_number,
    allowed: reason === null,
    reason,
    withdrawals_made: made,
    penalty_bhm: penalty.multiple,
    bhm: penalty.bhm.toString(),
    penalty: penalty.amount.toString(),
    available: balances.available.toString(),
    becomes_debt: penalty.amount > balances.available,
    applicants,
  };
}

async function answerOf(
  trx: Db,
  lot: OrderLot,
  withdrawal: WithdrawalRow,
  repeated: boolean,
): Promise<WithdrawLotAnswer> {
  const [orderStatus, debt, released] = await Promise.all([
    orderStatusOf(trx, lot.order_id),
    findDebtOfLot(trx, lot.id),
    // No application can be made to a withdrawn lot: the standing ones are those released.
    countApplicants(trx, lot.id),
  ]);
  return {
    lot_id: lot.id,
    lot_number: lot.lot_number,
    lot_status: LOT_STATUS.WITHDRAWN,
    order_id: lot.order_id,
    order_status: orderStatus,
    ordinal: withdrawal.ordinal,
    penalty: withdrawal.penalty,
    charged: withdrawal.penalty_tx_id !== null,
    debt: debt ? toDebt(debt) : null,
    released,
    repeated,
  };
}

/** POST order-action/withdraw-lot: the withdrawal, or LOT_NOT_WITHDRAWABLE with nothing written. */
export async function withdrawLot(
  db: Database,
  input: { userId: string; lotId: number },
): Promise<WithdrawLotAnswer> {
  const { userId, lotId } = input;
  return db.transaction().execute(async (trx) => {
    const lot = ownLot(await lockOrderLot(trx, lotId), userId);
    const earlier = await findWithdrawal(trx, lotId);
    if (earlier) return answerOf(trx, lot, earlier, true);
    const now = await databaseNow(trx);
    const reason = withdrawalRefusal(withdrawable(lot), now.getTime());
    if (reason) throw new AppError('LOT_NOT_WITHDRAWABLE', { reason, status: lot.lot_status });

    const applicants = await activeApplications(trx, lotId);
    // Every account this withdrawal moves, in user id order before any movement (the one order of
    // ledger locks, modules/ledger/lock-order.ts); the customer's lock also queues the customer's
    // withdrawals of other lots, so each counts the ones before it.
    await lockAccountsOf(trx, [userId, ...applicants.map((applicant) => applicant.userId)]);
    const ordinal = (await countWithdrawals(trx, userId)) + 1;
    const penalty = withdrawalPenalty(ordinal, now);
    const { available } = await userBalances(trx, userId);
    const charged =
      penalty.amount > 0n && available >= penalty.amount
        ? await chargePenalty(trx, {
            userId,
            amount: penalty.amount,
            businessKey: penaltyKey(lotId),
            code: lot.lot_number,
            description: `Lot ${lot.lot_number}`,
          })
        : null;
    await insertWithdrawal(trx, {
      lotId,
      userId,
      ordinal,
      bhm: penalty.bhm,
      penaltyBhm: penalty.multiple,
      penalty: penalty.amount,
      penaltyTxId: charged?.transactionId ?? null,
    });
    // Short of money: nothing is charged and the whole penalty is owed.
    const owed = penalty.amount > 0n && !charged;
    if (owed) await insertDebt(trx, { userId, lotId, amount: penalty.amount });

    await setLotStatus(trx, lotId, LOT_STATUS.WITHDRAWN);
    for (const applicant of [...applicants].sort(byUserId)) {
      await releaseApplicationDeposit(trx, applicant, 'lot_withdrawn');
    }
    await notifyMany(
      trx,
      applicants.map((applicant) =>
        withdrawalNotification(applicant.userId, applicant.lang, {
          kind: 'applicant',
          lot: lot.lot_number,
        }),
      ),
    );

    // The history row carries the order's status as the withdrawal found it; the move it causes
    // (if any) follows as the 'progress' row syncOrderStatus writes.
    await insertFlow(trx, {
      orderId: lot.order_id,
      action: 'withdrawn',
      status: await orderStatusOf(trx, lot.order_id),
      userId,
      note: lot.lot_number,
    });
    await syncOrderStatus(trx, lot.order_id);
    await notify(
      trx,
      withdrawalNotification(userId, await userLanguage(trx, userId), {
        kind: penalty.amount === 0n ? 'free' : owed ? 'debt' : 'charged',
        lot: lot.lot_number,
        orderId: lot.order_id,
        ordinal,
        amount: penalty.amount,
      }),
    );
    await logAction(trx, {
      userId,
      type: 'order',
      actionType: 'withdraw-lot',
      code: lot.lot_number,
      result: 'success',
    });
    const written = await findWithdrawal(trx, lotId);
    if (!written) throw new Error(`the withdrawal of lot ${lotId} was not written`);
    return answerOf(trx, lot, written, false);
  });
}

/** The terms and the withdrawal as the routes call them, bound to the database once in deps.ts. */
export function createWithdrawalService(db: Database) {
  return boundTo(db, { terms: withdrawTerms, withdraw: withdrawLot });
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
