/** Reads and writes of protocols beyond the public check: the PDF's data, the lists, the cancel. */
import type { PageQuery } from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { afterCursor, cursorAt, type KeysetCursor } from '../../db/keyset';

/** Everything the PDF prints and who may read it whole (the winner's and the seller's accounts). */
export async function findProtocolDocument(db: Db, number: string) {
  return db
    .selectFrom('protocols')
    .innerJoin('lots', 'lots.id', 'protocols.lot_id')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .leftJoin('auctions', 'auctions.lot_id', 'lots.id')
    .select([
      'protocols.number',
      'protocols.status',
      'protocols.protocol_date',
      'protocols.cancelled_at',
      'protocols.winner_name',
      'protocols.tin',
      'protocols.pinfl',
      'protocols.address',
      'protocols.winner_user_id',
      'orders.customer_user_id',
      'orders.customer_name',
      'lots.lot_number',
      'lots.name_uz',
      'lots.name_ru',
      'lots.start_price',
      'lots.starts_at',
      'lots.ends_at',
    ])
    .select((eb) => [
      eb.fn.coalesce('auctions.winner_price', 'lots.final_price').as('final_price'),
      // The bid log's final digest: the chain hash of the lot's last bid by seq.
      eb
        .selectFrom('bids')
        .select('bids.chain_hash')
        .whereRef('bids.lot_id', '=', 'lots.id')
        .orderBy('bids.seq', 'desc')
        .limit(1)
        .as('digest'),
    ])
    .where('protocols.number', '=', number)
    .executeTakeFirst();
}
export type ProtocolDocumentRow = NonNullable<Awaited<ReturnType<typeof findProtocolDocument>>>;

export type ProtocolListFilter =
  { winnerUserId: string } | { customerUserId: string } | { status?: 'active' | 'cancelled' };

/** The protocols a list shows (the winner's, the customer's, the operator's by status). */
function protocolsOf(db: Db, filter: ProtocolListFilter) {
  let base = db
    .selectFrom('protocols')
    .innerJoin('lots', 'lots.id', 'protocols.lot_id')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .leftJoin('auctions', 'auctions.lot_id', 'lots.id')
    .leftJoin('users as canceller', 'canceller.id', 'protocols.cancelled_by');
  if ('winnerUserId' in filter) base = base.where('protocols.winner_user_id', '=', filter.winnerUserId);
  else if ('customerUserId' in filter)
    base = base.where('orders.customer_user_id', '=', filter.customerUserId);
  else if (filter.status !== undefined) base = base.where('protocols.status', '=', filter.status);
  return base;
}

/** The list's columns, for the page and the export alike. */
function protocolColumns(base: ReturnType<typeof protocolsOf>) {
  return base
    .select([
      'protocols.id',
      'protocols.number',
      'protocols.status',
      'protocols.protocol_date',
      'protocols.cancelled_at',
      'protocols.cancel_reason',
      'protocols.winner_name',
      'protocols.files',
      'lots.id as lot_id',
      'lots.lot_number',
      'lots.name_uz',
      'lots.name_ru',
      'lots.name_uz_cyrl',
      'lots.name_en',
      'canceller.full_name as cancelled_by_name',
    ])
    .select((eb) => eb.fn.coalesce('auctions.winner_price', 'lots.final_price').as('final_price'));
}

/** A page of protocols, newest first, with the lot's names and the operator who cancelled. */
export async function listProtocols(db: Db, filter: ProtocolListFilter, page: PageQuery) {
  const base = protocolsOf(db, filter);
  const [items, count] = await Promise.all([
    protocolColumns(base)
      .orderBy('protocols.protocol_date', 'desc')
      .orderBy('protocols.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}
export type ProtocolListRow = Awaited<ReturnType<typeof listProtocols>>['items'][number];

/** listProtocols' rows in its order, a keyset page after `after` (the export streams them). */
export async function protocolsAfter(
  db: Db,
  filter: ProtocolListFilter,
  after: KeysetCursor | null,
  limit: number,
) {
  let query = protocolColumns(protocolsOf(db, filter)).select(
    cursorAt('protocols.protocol_date').as('cursor_at'),
  );
  if (after) {
    const columns = { at: 'protocols.protocol_date', id: 'protocols.id', type: 'date' } as const;
    query = query.where(afterCursor(columns, after, 'desc'));
  }
  return query
    .orderBy('protocols.protocol_date', 'desc')
    .orderBy('protocols.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The lot a protocol records, its row locked until the transaction ends: a cancel takes the lot
 * before the protocol, the order every road of a won lot takes them in (lot, then its rows).
 */
export async function lockLotOfProtocol(db: Db, number: string) {
  return db
    .selectFrom('lots')
    .select(['lots.id', 'lots.lot_status'])
    .where('lots.id', '=', (eb) =>
      eb.selectFrom('protocols').select('protocols.lot_id').where('protocols.number', '=', number),
    )
    .forUpdate()
    .executeTakeFirst();
}

/** The protocol to cancel, locked until the transaction ends. */
export async function findProtocolForUpdate(db: Db, number: string) {
  return db
    .selectFrom('protocols')
    .innerJoin('lots', 'lots.id', 'protocols.lot_id')
    .select([
      'protocols.id',
      'protocols.number',
      'protocols.status',
      'protocols.winner_user_id',
      'lots.lot_number',
    ])
    .where('protocols.number', '=', number)
    .forUpdate('protocols')
    .executeTakeFirst();
}

export async function markCancelled(
  db: Db,
  id: number,
  cancel: { operatorId: string; reason: string; at: Date },
): Promise<void> {
  await db
    .updateTable('protocols')
    .set({
      status: 'cancelled',
      cancelled_at: cancel.at,
      cancelled_by: cancel.operatorId,
      cancel_reason: cancel.reason,
    })
    .where('id', '=', id)
    .execute();
}
