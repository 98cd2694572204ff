/** Every query of saved cards and their top-ups (tables of migration 20261127_2200). */
import type { Selectable } from 'kysely';
import type { DB } from '../../../db/schema.generated';
import type { Db } from '../../../db/database';

export type SavedCardRow = Selectable<DB['saved_cards']>;
export type CardTopUpRow = Selectable<DB['saved_card_top_ups']>;

const isRowId = (id: string) => /^[1-9]\d{0,17}$/.test(id);

/** The person's bound (verified) cards that are not removed, newest first. */
export async function listLiveCards(db: Db, userId: string): Promise<SavedCardRow[]> {
  return db
    .selectFrom('saved_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('verified', '=', true)
    .where('removed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One of the person's cards (bound or being bound) not removed; another person's is not found. */
export async function findOwnCard(
  db: Db,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SavedCardRow | undefined> {
  if (!isRowId(id)) return undefined;
  let query = db
    .selectFrom('saved_cards')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findLiveCardByMask(
  db: Db,
  userId: string,
  cardMask: string,
): Promise<SavedCardRow | undefined> {
  return db
    .selectFrom('saved_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('card_mask', '=', cardMask)
    .where('verified', '=', true)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export async function insertCard(
  db: Db,
  card: {
    userId: string;
    token: string;
    cardMask: string;
    expire: string;
    kind: string;
    phoneMask: string | null;
  },
): Promise<SavedCardRow> {
  return db
    .insertInto('saved_cards')
    .values({
      user_id: card.userId,
      provider: 'payme',
      token: card.token,
      card_mask: card.cardMask,
      expire: card.expire,
      card_kind: card.kind,
      phone_mask: card.phoneMask,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPhoneMask(db: Db, id: string, phoneMask: string): Promise<void> {
  await db.updateTable('saved_cards').set({ phone_mask: phoneMask }).where('id', '=', id).execute();
}

export async function markVerified(db: Db, id: string): Promise<SavedCardRow> {
  return db
    .updateTable('saved_cards')
    .set({ verified: true, verified_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markRemoved(db: Db, id: string): Promise<void> {
  await db.updateTable('saved_cards').set({ removed_at: new Date() }).where('id', '=', id).execute();
}

/**
 * The person's top-up of this request id: the one just written, or the one a former attempt wrote
 * (a retry). `created` says which.
 */
export async function claimTopUp(
  db: Db,
  topUp: { userId: string; cardId: string; requestId: string; amount: bigint },
): Promise<{ row: CardTopUpRow; created: boolean }> {
  const inserted = await db
    .insertInto('saved_card_top_ups')
    .values({
      user_id: topUp.userId,
      saved_card_id: topUp.cardId,
      request_id: topUp.requestId,
      amount: topUp.amount.toString(),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const row = await db
    .selectFrom('saved_card_top_ups')
    .selectAll()
    .where('user_id', '=', topUp.userId)
    .where('request_id', '=', topUp.requestId)
    .executeTakeFirstOrThrow();
  return { row, created: false };
}

export async function findTopUp(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CardTopUpRow | undefined> {
  let query = db.selectFrom('saved_card_top_ups').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Records the receipt made for a top-up, unless a parallel attempt recorded one first. */
export async function setReceipt(db: Db, id: string, receiptId: string): Promise<CardTopUpRow | undefined> {
  return db
    .updateTable('saved_card_top_ups')
    .set({ receipt_id: receiptId, updated_at: new Date() })
    .where('id', '=', id)
    .where('receipt_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function markTopUpFailed(db: Db, id: string, errorCode: string): Promise<void> {
  await db
    .updateTable('saved_card_top_ups')
    .set({ state: 'failed', error_code: errorCode, updated_at: new Date() })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .execute();
}

export async function markTopUpPaid(db: Db, id: string, paymentId: string): Promise<void> {
  await db
    .updateTable('saved_card_top_ups')
    .set({ state: 'paid', payment_id: paymentId, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * The payment of a paid receipt, as a Payme checkout's performed transaction looks: provider
 * `payme`, the receipt id as Payme's transaction id, state 2, the ledger's transaction.
 */
export async function insertPerformedPayment(
  db: Db,
  payment: {
    userId: string;
    receiptId: string;
    amount: bigint;
    description: string;
    ledgerTxId: string;
    createTime: number;
    performTime: number;
  },
) {
  return db
    .insertInto('payments')
    .values({
      user_id: payment.userId,
      provider: 'payme',
      provider_tx_id: payment.receiptId,
      amount: payment.amount.toString(),
      state: '2',
      description: payment.description,
      provider_time: payment.createTime,
      create_time: payment.createTime,
      perform_time: payment.performTime,
      ledger_tx_id: payment.ledgerTxId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
