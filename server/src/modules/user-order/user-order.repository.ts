/**
 * The one-click purchase's rows: the lot as a sale (read, or locked for the purchase), the buyer's
 * contacts, and `user_orders` (migrations/20261122_0670_user_orders.sql).
 */
import type { UserOrderStatus } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface SaleLot {
  id: number;
  lot_number: string;
  order_id: number;
  trade_type: number;
  lot_status: number;
  quantity: number;
  quantity_sold: number;
  start_price: string;
  starts_at: Date;
  ends_at: Date;
}

const SALE_COLUMNS = [
  'id',
  'lot_number',
  'order_id',
  'trade_type',
  'lot_status',
  'quantity',
  'quantity_sold',
  'start_price',
  'starts_at',
  'ends_at',
] as const;

/** The lot as a sale, read without a lock (the early refusals, the code's texts). */
export function readSaleLot(db: Db, lotId: number): Promise<SaleLot | undefined> {
  return db.selectFrom('lots').select(SALE_COLUMNS).where('id', '=', lotId).executeTakeFirst();
}

/**
 * The lot locked for the rest of the transaction: purchases of one lot run one after another, so
 * the copies left read here are exact until commit (the last copy goes to the first buyer).
 */
export function lockSaleLot(db: Db, lotId: number): Promise<SaleLot | undefined> {
  return db.selectFrom('lots').select(SALE_COLUMNS).where('id', '=', lotId).forUpdate().executeTakeFirst();
}

/** Copies bought (a negative count gives copies back). */
export async function addCopiesSold(db: Db, lotId: number, count: number): Promise<void> {
  await db
    .updateTable('lots')
    .set((eb) => ({ quantity_sold: eb('quantity_sold', '+', count) }))
    .where('id', '=', lotId)
    .execute();
}

export interface Person {
  phone: string | null;
  email: string | null;
  lang: string | null;
}

export function personOf(db: Db, userId: string): Promise<Person | undefined> {
  return db
    .selectFrom('users')
    .select(['phone', 'email', 'lang'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export interface UserOrderRow {
  id: string;
  receipt_no: string;
  lot_id: number;
  user_id: string;
  count: number;
  unit_price: string;
  total: string;
  status: UserOrderStatus;
  created_at: Date;
  cancelled_at: Date | null;
}

const ORDER_COLUMNS = [
  'user_orders.id',
  'user_orders.receipt_no',
  'user_orders.lot_id',
  'user_orders.user_id',
  'user_orders.count',
  'user_orders.unit_price',
  'user_orders.total',
  'user_orders.status',
  'user_orders.created_at',
  'user_orders.cancelled_at',
] as const;

export async function insertUserOrder(
  db: Db,
  row: { lotId: number; userId: string; count: number; unitPrice: bigint; total: bigint },
): Promise<UserOrderRow> {
  const inserted = await db
    .insertInto('user_orders')
    .values({
      lot_id: row.lotId,
      user_id: row.userId,
      count: row.count,
      unit_price: row.unitPrice.toString(),
      total: row.total.toString(),
    })
    .returning(ORDER_COLUMNS)
    .executeTakeFirstOrThrow();
  return inserted as UserOrderRow;
}

export async function setPaymentTransaction(db: Db, id: string, transactionId: string): Promise<void> {
  await db.updateTable('user_orders').set({ payment_tx_id: transactionId }).where('id', '=', id).execute();
}

/** The user's own purchase, locked (another user's: undefined, so it answers 404). */
export async function lockUserOrder(db: Db, userId: string, id: string): Promise<UserOrderRow | undefined> {
  const row = await db
    .selectFrom('user_orders')
    .select(ORDER_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row as UserOrderRow | undefined;
}

export async function findUserOrder(db: Db, userId: string, id: string): Promise<UserOrderRow | undefined> {
  const row = await db
    .selectFrom('user_orders')
    .select(ORDER_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row as UserOrderRow | undefined;
}

export async function markCancelled(db: Db, id: string, returnTransactionId: string): Promise<void> {
  await db
    .updateTable('user_orders')
    .set({ status: 'cancelled', cancelled_at: sql<Date>`now()`, return_tx_id: returnTransactionId })
    .where('id', '=', id)
    .execute();
}

/** A purchase with what its line and receipt show. */
export interface UserOrderView extends UserOrderRow {
  lot_number: string;
  name_uz: string;
  name_ru: string;
  name_uz_cyrl: string;
  name_en: string;
  lot_status: number;
  ends_at: Date;
  customer_name: string;
}

function viewQuery(db: Db) {
  return db
    .selectFrom('user_orders')
    .innerJoin('lots', 'lots.id', 'user_orders.lot_id')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .select([
      ...ORDER_COLUMNS,
      'lots.lot_number',
      'lots.name_uz',
      'lots.name_ru',
      'lots.name_uz_cyrl',
      'lots.name_en',
      'lots.lot_status',
      'lots.ends_at',
      'orders.customer_name',
    ]);
}

export async function userOrderView(db: Db, userId: string, id: string): Promise<UserOrderView | undefined> {
  const row = await viewQuery(db)
    .where('user_orders.id', '=', id)
    .where('user_orders.user_id', '=', userId)
    .executeTakeFirst();
  return row as UserOrderView | undefined;
}

/** The user's purchases, newest first. */
export async function listUserOrderViews(
  db: Db,
  userId: string,
  { page, size }: { page: number; size: number },
): Promise<{ rows: UserOrderView[]; total: number }> {
  const [rows, counted] = await Promise.all([
    viewQuery(db)
      .where('user_orders.user_id', '=', userId)
      .orderBy('user_orders.created_at', 'desc')
      .orderBy('user_orders.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('user_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as UserOrderView[], total: Number(counted.n) };
}
