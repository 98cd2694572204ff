/**
 * The archive sweep's one statement (lot-archive.ts): lots whose trade settled before `dueBefore`,
 * with nothing open on them, moved to 14 keeping the status they ended with (lots.archived_from),
 * each with its history row.
 */
import { sql } from 'kysely';
import { ARCHIVABLE_STATUSES, LOT_STATUS } from '@kimoshdi/shared';
import type { Db } from '../../db/database';

// Written into the statement as numbers, so the planner matches migrations/20261128_0400_lot_archive.sql's
// partial index (lots_archive_due_idx) by its list.
const ARCHIVABLE = sql.raw(ARCHIVABLE_STATUSES.map(Number).join(', '));

/**
 * Archives up to `limit` due lots, oldest end first; answers how many. "Nothing open" is read from
 * the records: no won lot waiting for an answer or a payment, no payment part still due, no deposit
 * still blocked, no protest waiting for its answer. A lot a concurrent step holds is left for the
 * next sweep (SKIP LOCKED), and one whose status moved meanwhile is not touched.
 */
export async function archiveDueLots(db: Db, dueBefore: Date, limit: number): Promise<number> {
  const { rows } = await sql<{ archived: number }>`
    WITH due AS (
      SELECT l.id FROM lots l
      WHERE l.lot_status IN (${ARCHIVABLE}) AND l.ends_at < ${dueBefore}
        AND NOT EXISTS (SELECT 1 FROM lot_flows f WHERE f.lot_id = l.id AND f.at >= ${dueBefore})
        AND NOT EXISTS (SELECT 1 FROM winlots w WHERE w.lot_id = l.id
                          AND w.state IN ('offered', 'awaiting_payment', 'paying'))
        AND NOT EXISTS (SELECT 1 FROM winner_payment_parts p JOIN winlots w ON w.id = p.winlot_id
                          WHERE w.lot_id = l.id AND p.state = 'due')
        AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.lot_id = l.id AND a.deposit_state = 'blocked')
        AND NOT EXISTS (SELECT 1 FROM lot_protests p WHERE p.lot_id = l.id
                          AND p.state = 'open' AND p.reviewed_at IS NULL)
      ORDER BY l.ends_at, l.id
      LIMIT ${limit}
      FOR UPDATE OF l SKIP LOCKED
    ), moved AS (
      UPDATE lots l SET archived_from = l.lot_status, lot_status = ${LOT_STATUS.ARCHIVED}
      FROM due WHERE l.id = due.id AND l.lot_status IN (${ARCHIVABLE})
      RETURNING l.id
    ), flows AS (
      INSERT INTO lot_flows (lot_id, status, at) SELECT id, ${LOT_STATUS.ARCHIVED}, now() FROM moved
    )
    SELECT count(*)::int AS archived FROM moved`.execute(db);
  return rows[0]?.archived ?? 0;
}
