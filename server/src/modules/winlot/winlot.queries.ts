/**
 * The cabinet's reads of won lots: `winlot/list` (won lots and reserve offers) and
 * `winner-payments` (what was paid and the schedules). Only the caller's rows exist for them.
 */
import type {
  PageQuery,
  WinLot,
  WinLotPage,
  WinLotRole,
  WinLotState,
  WinnerPayment,
  WinnerPaymentPage,
  PaymentPartState,
} from '@kimoshdi/shared';
import { isStateOrder } from '@kimoshdi/shared/domain/order/order-kind';
import { partCharge } from '@kimoshdi/shared/domain/winlot/schedule';
import type { Db } from '../../db/database';
import {
  paymentPartRows,
  winLotRowsPage,
  winLotRowWithParts,
  type WinLotRow,
} from './winlot-reads.repository';

const OPEN_TO_PAY: readonly WinLotState[] = ['awaiting_payment', 'paying'];

type Row = WinLotRow;

interface PartRow {
  winlot_id: string;
  part: number;
  amount: string;
  deposit_counted: string;
  due_at: Date;
  state: string;
  paid_at: Date | null;
  overdue: boolean;
}

async function partsByWinlot(db: Db, ids: readonly string[]): Promise<Map<string, PartRow[]>> {
  const out = new Map<string, PartRow[]>();
  if (ids.length === 0) return out;
  const rows = await paymentPartRows(db, ids);
  for (const row of rows) {
    const key = String(row.winlot_id);
    const list = out.get(key) ?? [];
    list.push({
      ...row,
      winlot_id: key,
      amount: String(row.amount),
      deposit_counted: String(row.deposit_counted),
    });
    out.set(key, list);
  }
  return out;
}

const names = (row: Row) => ({
  uz: row.name_uz,
  ru: row.name_ru,
  'uz-Cyrl': row.name_uz_cyrl,
  en: row.name_en,
});

function toWinLot(row: Row, parts: readonly PartRow[]): WinLot {
  const state = row.state as WinLotState;
  const price = BigInt(row.price);
  const deposit = BigInt(row.deposit);
  const paid = parts.filter((p) => p.state === 'paid').reduce((sum, p) => sum + BigInt(p.amount), 0n);
  const open = OPEN_TO_PAY.includes(state) || state === 'offered' || state === 'standby';
  // The deposit is counted with part 1: until then it is part of the price already held.
  const depositPending = paid === 0n ? deposit : 0n;
  const next = OPEN_TO_PAY.includes(state) ? parts.find((p) => p.state === 'due') : undefined;
  return {
    lot_id: row.lot_id,
    lot_number: row.lot_number,
    name: names(row),
    lot_status: row.lot_status,
    role: row.role as WinLotRole,
    state,
    price: price.toString(),
    deposit: deposit.toString(),
    paid: paid.toString(),
    amount_left: (open ? price - paid - depositPending : 0n).toString(),
    next_part: next?.part ?? null,
    parts: Math.max(1, parts.length),
    charge_now: next
      ? partCharge({ amount: BigInt(next.amount), depositCounted: BigInt(next.deposit_counted) }).toString()
      : null,
    deadline: row.deadline?.toISOString() ?? null,
    state_order: isStateOrder({ ownerType: row.owner_type, orderType: row.order_type }),
    can_pay: next !== undefined && !next.overdue,
    can_refuse: state === 'awaiting_payment' && !row.overdue,
    can_answer_offer: state === 'offered' && !row.overdue,
  };
}

/** GET winlot/list: the caller's won lots and offers, newest first. */
export async function listWinLots(db: Db, userId: string, { page, size }: PageQuery): Promise<WinLotPage> {
  const { rows, total } = await winLotRowsPage(db, userId, { page, size }, 'all');
  const parts = await partsByWinlot(
    db,
    rows.map((r) => String(r.id)),
  );
  return {
    items: rows.map((row) => toWinLot(row, parts.get(String(row.id)) ?? [])),
    total,
    page,
    size,
  };
}

/**
 * One of the caller's won lots (the answer of every action), its parts with it: one read, as the
 * answer of a payment is read after its commit by every payer at once.
 */
export async function winLotOf(db: Db, userId: string, lotId: number): Promise<WinLot | undefined> {
  const row = await winLotRowWithParts(db, userId, lotId);
  if (!row) return undefined;
  const parts: PartRow[] = row.parts.map((p) => ({
    ...p,
    winlot_id: String(row.id),
    due_at: new Date(p.due_at),
    paid_at: p.paid_at === null ? null : new Date(p.paid_at),
  }));
  return toWinLot(row, parts);
}

/** GET winner-payments: the caller's won lots with a schedule, newest first, each part's state. */
export async function listWinnerPayments(
  db: Db,
  userId: string,
  { page, size }: PageQuery,
): Promise<WinnerPaymentPage> {
  const { rows, total } = await winLotRowsPage(db, userId, { page, size }, 'scheduled');
  const parts = await partsByWinlot(
    db,
    rows.map((r) => String(r.id)),
  );
  const items: WinnerPayment[] = rows.map((row) => {
    const list = parts.get(String(row.id)) ?? [];
    const state = row.state as WinLotState;
    const next = OPEN_TO_PAY.includes(state) ? list.find((p) => p.state === 'due') : undefined;
    return {
      lot_id: row.lot_id,
      lot_number: row.lot_number,
      name: names(row),
      state,
      price: String(row.price),
      paid: list
        .filter((p) => p.state === 'paid')
        .reduce((sum, p) => sum + BigInt(p.amount), 0n)
        .toString(),
      parts: list.map((p) => ({
        part: p.part,
        amount: p.amount,
        deposit_counted: p.deposit_counted,
        charge: partCharge({
          amount: BigInt(p.amount),
          depositCounted: BigInt(p.deposit_counted),
        }).toString(),
        due_at: p.due_at.toISOString(),
        state: p.state as PaymentPartState,
        paid_at: p.paid_at?.toISOString() ?? null,
        payable: next?.part === p.part && !p.overdue,
      })),
    };
  });
  return { items, total, page, size };
}
