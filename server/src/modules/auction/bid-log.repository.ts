/**
 * Reads of the public bid log (docs/bid-log.md): the lot with its auction record, and its bids
 * from lot_result_bids, the user-free copy the close makes (chain hashes as committed).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function bidLogLot(db: Db, lotId: number) {
  return db
    .selectFrom('lots')
    .leftJoin('auctions', 'auctions.lot_id', 'lots.id')
    .select([
      'lots.id',
      'lots.lot_number',
      'lots.trade_type',
      'lots.lot_status',
      'lots.archived_from',
      'lots.start_price',
      'lots.starts_at',
      'lots.published_at',
      'lots.final_price',
      'lots.winner_buyer_number',
      'auctions.started_at',
      'auctions.step_mode',
      'auctions.chain_genesis',
    ])
    .where('lots.id', '=', lotId)
    .executeTakeFirst();
}

/** How many bids, and the last one's hash (the final digest once every bid is chained). */
export async function bidLogTail(db: Db, lotId: number): Promise<{ total: number; lastHash: string | null }> {
  const { rows } = await sql<{ total: string; last_hash: string | null }>`
    SELECT count(*) AS total,
      (SELECT chain_hash FROM lot_result_bids WHERE lot_id = ${lotId} ORDER BY seq DESC LIMIT 1) AS last_hash
    FROM lot_result_bids WHERE lot_id = ${lotId}`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), lastHash: rows[0]?.last_hash ?? null };
}

/** One page of the bids, oldest first. */
export async function bidLogPage(db: Db, lotId: number, page: number, perPage: number) {
  return db
    .selectFrom('lot_result_bids')
    .select(['seq', 'buyer_number', 'amount', 'at', 'step_no', 'chain_hash'])
    .where('lot_id', '=', lotId)
    .orderBy('seq')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}
