import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * A lot's status and its history row (shop-lots/flows), written together by every step of a lot's
 * trade: the start and pause of its auction, the won lot's road, a withdrawal.
 */
export async function setLotStatus(db: Db, lotId: number, status: number, ...then: number[]): Promise<void> {
  const statuses = [status, ...then];
  // One statement: the lot's status, and every status passed through in its history, in order
  // (one INSERT of several rows: ids ascend).
  const flows = sql.join(statuses.map((each) => sql`(${lotId}::bigint, ${each}::int, now())`));
  await sql`
    WITH l AS (UPDATE lots SET lot_status = ${statuses.at(-1) ?? status} WHERE id = ${lotId})
    INSERT INTO lot_flows (lot_id, status, at) VALUES ${flows}`.execute(db);
}
