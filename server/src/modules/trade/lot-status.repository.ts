import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * A lot's status and its history row (shop-lots/flows), written together by every step of a lot's
 * trade: the start and pause of its auction, the won lot's road, a withdrawal.
 */
export async function setLotStatus(db: Db, lotId: number, status: number, ...then: number[]): Promise<void> {
  const statuses = [status, ...then];
  // One statement: the lot's status, and every status passed through in its history, in order
  // (one INSERT of several rows: ids ascend). A lot moved out of the archive (a sale annulled
  // years later) no longer keeps the status it was archived from.
  const flows = sql.join(statuses.map((each) => sql`(${lotId}::bigint, ${each}::int, now())`));
  await sql`
    WITH l AS (UPDATE lots SET lot_status = ${statuses.at(-1) ?? status}, archived_from = NULL WHERE id = ${lotId})
    INSERT INTO lot_flows (lot_id, status, at) VALUES ${flows}`.execute(db);
}

/**
 * The database's clock now (not the transaction's start): the one clock a lot's times are judged
 * by, whichever process asks (a withdrawal's or a review's "before the start").
 */
export async function databaseNow(db: Db): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the database gave no time');
  return row.now;
}
