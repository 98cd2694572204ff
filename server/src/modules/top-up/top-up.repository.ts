import type { Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema.generated';
import type { Db } from '../../db/database';

export type PaymentRow = Selectable<DB['payments']>;
export type Provider = 'payme' | 'click' | 'test';

export async function userExists(db: Db, userId: string): Promise<boolean> {
  if (!/^[1-9]\d{0,17}$/.test(userId)) return false;
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return Boolean(row);
}

/** A provider's transaction; `forUpdate` locks it so two callbacks about it run one after the other. */
export async function findPayment(
  db: Db,
  provider: Provider,
  providerTxId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow | undefined> {
  let query = db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_tx_id', '=', providerTxId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findPaymentById(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow | undefined> {
  if (!/^[1-9]\d{0,17}$/.test(id)) return undefined;
  let query = db.selectFrom('payments').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export interface NewPayment {
  userId: string;
  provider: Provider;
  providerTxId: string;
  amount: bigint;
  state: string;
  description: string;
  providerTime?: number;
  createTime: number;
}

export async function insertPayment(db: Db, payment: NewPayment): Promise<PaymentRow> {
  return db
    .insertInto('payments')
    .values({
      user_id: payment.userId,
      provider: payment.provider,
      provider_tx_id: payment.providerTxId,
      amount: payment.amount.toString(),
      state: payment.state,
      description: payment.description,
      provider_time: payment.providerTime ?? null,
      create_time: payment.createTime,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePayment(
  db: Db,
  id: string,
  patch: Omit<Updateable<DB['payments']>, 'id' | 'receipt_no' | 'status'>,
): Promise<PaymentRow> {
  return db
    .updateTable('payments')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Payme's transactions whose Payme `time` falls in [from, to], oldest first (GetStatement). */
export async function listPaymeByTime(db: Db, from: number, to: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', 'payme')
    .where('provider_time', '>=', String(from))
    .where('provider_time', '<=', String(to))
    .orderBy('provider_time')
    .orderBy('id')
    .execute();
}

/** The user's Payme transaction that is created but neither performed nor cancelled, if any. */
export async function findActivePayme(db: Db, userId: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', 'payme')
    .where('user_id', '=', userId)
    .where('state', '=', '1')
    .executeTakeFirst();
}
