/**
 * The customer's orders (migrations/20261122_0710_customer_orders.sql): the rows a customer fills in
 * step by step, their history (order_flows), and the reference data the form checks against.
 * Functions take `db` or a transaction first; the services open the transactions.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Orders } from '../../db/schema.generated';
import type { Updateable } from 'kysely';

export const ORDER_COLUMNS = [
  'orders.id',
  'orders.customer_user_id',
  'orders.status',
  'orders.order_type',
  'orders.owner_type',
  'orders.customer_name',
  'orders.customer_address',
  'orders.customer_phone',
  'orders.customer_extra_phone',
  'orders.customer_email',
  'orders.created_at',
  'orders.updated_at',
  'orders.sent_at',
  'orders.returned_at',
  'orders.return_reason',
  'orders.rejected_at',
  'orders.reject_reason',
  'orders.property_name',
  'orders.category_id',
  'orders.quantity',
  'orders.description',
  'orders.trade_type',
  'orders.start_price',
  'orders.estimated_price',
  'orders.stay_mode',
  'orders.stay_days',
  'orders.winner_payment_days',
  'orders.part_payment',
  'orders.part_payment_months',
  'orders.property_type',
  'orders.rent_months',
  'orders.region_id',
  'orders.area_id',
  'orders.street',
  'orders.latitude',
  'orders.longitude',
  'orders.bank_mfo',
  'orders.bank_account',
  'orders.card_type',
  'orders.card_number',
] as const;

/** An order row with its file counts and main photo. */
export function ordersWithFiles(db: Db) {
  return db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .select((eb) => [
      eb
        .selectFrom('order_files')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('order_files.order_id', '=', 'orders.id')
        .where('order_files.kind', '=', 'image')
        .as('image_count'),
      eb
        .selectFrom('order_files')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('order_files.order_id', '=', 'orders.id')
        .where('order_files.kind', '=', 'document')
        .as('document_count'),
      eb
        .selectFrom('order_files')
        .select('order_files.id')
        .whereRef('order_files.order_id', '=', 'orders.id')
        .where('order_files.is_main', '=', true)
        .as('main_photo_id'),
    ]);
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOwnOrderRow>>>;

/** The user's own order (another's is undefined: not found). */
export async function findOwnOrderRow(db: Db, orderId: number, userId: string) {
  return ordersWithFiles(db)
    .where('orders.id', '=', orderId)
    .where('orders.customer_user_id', '=', userId)
    .executeTakeFirst();
}

/** Any order by id (the moderator's side). */
export async function findOrderRow(db: Db, orderId: number) {
  return ordersWithFiles(db).where('orders.id', '=', orderId).executeTakeFirst();
}

/** Locks the user's own order for a change: changes of one order queue here. */
export async function lockOwnOrder(db: Db, orderId: number, userId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'rejected_at'])
    .where('id', '=', orderId)
    .where('customer_user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function lockOrder(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'customer_user_id', 'rejected_at'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

export async function listOwnOrders(db: Db, userId: string, page: { page: number; size: number }) {
  const [items, total] = await Promise.all([
    ordersWithFiles(db)
      .where('orders.customer_user_id', '=', userId)
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
}

/** Orders sent and waiting for the moderator, oldest sent first (the moderation desk's queue). */
export async function listOrdersUnderModeration(db: Db, status: number, limit: number) {
  return ordersWithFiles(db)
    .where('orders.status', '=', status)
    .where('orders.rejected_at', 'is', null)
    .orderBy('orders.sent_at')
    .orderBy('orders.id')
    .limit(limit)
    .execute();
}

export interface NewCustomerOrder {
  customerUserId: string;
  status: number;
  orderType: number;
  ownerType: string;
  customerName: string;
  customerAddress: string;
  customerPhone: string;
  customerEmail: string | null;
}

export async function insertCustomerOrder(
  db: Db,
  order: NewCustomerOrder,
  fields: Updateable<Orders> = {},
): Promise<number> {
  const row = await db
    .insertInto('orders')
    .values({
      customer_user_id: order.customerUserId,
      status: order.status,
      order_type: order.orderType,
      owner_type: order.ownerType,
      customer_name: order.customerName,
      customer_address: order.customerAddress,
      customer_phone: order.customerPhone,
      customer_email: order.customerEmail,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOrderFields(db: Db, orderId: number, fields: Updateable<Orders>): Promise<void> {
  await db
    .updateTable('orders')
    .set({ ...fields, updated_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .execute();
}

/** Sent to the moderator: the status and the time, by the database's clock like the history's. */
export async function markSent(db: Db, orderId: number, status: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status, sent_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .execute();
}

/** Returned to the customer: forming again, with when and why. */
export async function markReturned(db: Db, orderId: number, status: number, reason: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status, returned_at: sql<Date>`now()`, return_reason: reason, updated_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .execute();
}

export async function deleteOrderRow(db: Db, orderId: number): Promise<void> {
  await db.deleteFrom('orders').where('id', '=', orderId).execute();
}

export async function flowsOf(db: Db, orderId: number) {
  return db
    .selectFrom('order_flows')
    .select(['action', 'status', 'at', 'note'])
    .where('order_id', '=', orderId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export async function lastFlowOf(db: Db, orderId: number) {
  return db
    .selectFrom('order_flows')
    .select(['action', 'status', 'at', 'note'])
    .where('order_id', '=', orderId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countLotsOf(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('lots')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countFlowsOf(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_flows')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- Reference checks -------------------------------------------------------------------------

/** The category and whether it has children (a kind with children needs one of them chosen). */
export async function findCategory(db: Db, categoryId: number) {
  return db
    .selectFrom('property_categories as c')
    .select(['c.id', 'c.parent_id'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('property_categories as child')
            .select('child.id')
            .whereRef('child.parent_id', '=', 'c.id'),
        )
        .as('has_children'),
    )
    .where('c.id', '=', categoryId)
    .executeTakeFirst();
}

export async function findArea(db: Db, areaId: number) {
  return db.selectFrom('areas').select(['id', 'region_id']).where('id', '=', areaId).executeTakeFirst();
}

export async function findBank(db: Db, mfo: string) {
  return db
    .selectFrom('banks')
    .select(['mfo', 'name_uz', 'name_ru', 'name_uz_cyrl', 'name_en'])
    .where('mfo', '=', mfo)
    .executeTakeFirst();
}

/** The customer's details an order copies when it is made (the lots show them). */
export async function findCustomer(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('regions', 'regions.id', 'users.region_id')
    .leftJoin('areas', 'areas.id', 'users.area_id')
    .select([
      'users.full_name',
      'users.phone',
      'users.email',
      'users.stir',
      'users.street',
      'users.address',
      'users.lang',
      'regions.name_uz as region_name',
      'areas.name_uz as area_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
