/**
 * A customer's penalty debts (docs/decisions.md "Withdrawal from trade"): a withdrawal's penalty the
 * available balance could not pay is owed in full. The ledger's, as money owed to the platform:
 * the withdrawal writes a debt, the orders refuse to go on while one is open, the cabinet pays it. An open debt blocks creating and sending orders
 * (CUSTOMER_DEBT with the amount); the customer pays it from the cabinet with one button, one ledger
 * movement with the penalty's own business key, so it is charged once however often it is paid.
 * DECISION: a top-up does not pay debts by itself; the person decides when the money goes.
 */
import { formatTiyin, type CustomerDebt, type CustomerDebts, type PayDebtAnswer } from '@kimoshdi/shared';
import type { Database, Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { boundTo } from '../../lib/bound-to';
import { notify } from '../notification';
import { debtPaidNotification } from './debt-messages';
import { chargePenalty } from './ledger.service';
import { userLanguage } from './ledger.repository';
import {
  debtsOf,
  findOwnDebt,
  lockOwnDebt,
  markDebtPaid,
  openDebtTotal,
  type DebtRow,
} from './debts.repository';

/** The ledger's business key of a withdrawal's penalty: charged at once or paid later, one key. */
export const penaltyKey = (lotId: number) => `withdrawal:${lotId}:penalty`;

/** A customer has few debts: the list is not paged, and stops here. */
const DEBTS_LISTED = 100;

export function toDebt(row: DebtRow): CustomerDebt {
  return {
    id: row.id,
    lot_id: row.lot_id,
    lot_number: row.lot_number,
    order_id: row.order_id,
    amount: row.amount,
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
  };
}

/** CUSTOMER_DEBT (the amount in the user's words) while the user owes a penalty. */
export async function assertNoOpenDebt(db: Db, userId: string): Promise<void> {
  const { total, count } = await openDebtTotal(db, userId);
  if (count === 0) return;
  throw new AppError(
    'CUSTOMER_DEBT',
    { amount: total.toString(), debts: count },
    { amount: formatTiyin(total, { currency: true }) },
  );
}

/** GET order-action/debts. */
export async function customerDebts(db: Db, userId: string): Promise<CustomerDebts> {
  const [rows, open] = await Promise.all([debtsOf(db, userId, DEBTS_LISTED), openDebtTotal(db, userId)]);
  return { items: rows.map(toDebt), open_total: open.total.toString() };
}

/**
 * POST order-action/pay-debt: the debt paid from the available balance (INSUFFICIENT_FUNDS with the
 * shortfall, and nothing changes, when short). Paying a paid debt answers it with `repeated`.
 */
export async function payDebt(
  db: Database,
  input: { userId: string; debtId: string },
): Promise<PayDebtAnswer> {
  const { userId, debtId } = input;
  return db.transaction().execute(async (trx) => {
    const debt = await lockOwnDebt(trx, debtId, userId);
    if (!debt) throw new AppError('NOT_FOUND');
    if (debt.paid_at) return { debt: toDebt(debt), repeated: true };
    const amount = BigInt(debt.amount);
    const movement = await chargePenalty(trx, {
      userId,
      amount,
      businessKey: penaltyKey(debt.lot_id),
      code: debt.lot_number,
      description: `Lot ${debt.lot_number}`,
    });
    await markDebtPaid(trx, debt.id, movement.transactionId);
    await notify(
      trx,
      debtPaidNotification(userId, await userLanguage(trx, userId), { lot: debt.lot_number, amount }),
    );
    const paid = await findOwnDebt(trx, debtId, userId);
    if (!paid) throw new Error(`debt ${debtId} vanished`);
    return { debt: toDebt(paid), repeated: false };
  });
}

/** A customer's debts as the routes call them, bound to the database once in deps.ts. */
export function createDebtService(db: Database) {
  return boundTo(db, { list: customerDebts, pay: payDebt });
}

export type DebtService = ReturnType<typeof createDebtService>;
