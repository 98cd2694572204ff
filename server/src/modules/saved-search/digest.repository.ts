import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** People with found lots waiting for a digest, the longest waiting first: when the oldest was found. */
export async function peopleWithWaitingLots(
  db: Db,
  limit: number,
): Promise<{ userId: string; oldestWaitingAt: Date }[]> {
  const rows = await db
    .selectFrom('saved_search_lots as f')
    .innerJoin('saved_searches as s', 's.id', 'f.saved_search_id')
    .select(['s.user_id', (eb) => eb.fn.min('f.announced_at').as('oldest')])
    .where('f.digested_at', 'is', null)
    .groupBy('s.user_id')
    .orderBy('oldest')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ userId: String(row.user_id), oldestWaitingAt: new Date(row.oldest) }));
}

/** A found lot as the digest lists it. */
export interface DigestLot {
  id: number;
  lot_number: string;
  name_uz: string;
  name_ru: string;
  name_uz_cyrl: string;
  name_en: string;
  start_price: string;
}

/**
 * The person's waiting lots, each once (two searches may find one lot), their rows locked until the
 * caller's transaction ends and skipped while another process holds them: a lot goes in one digest.
 */
export async function takeWaitingLots(db: Db, userId: string): Promise<DigestLot[]> {
  const { rows } = await sql<DigestLot>`
    SELECT DISTINCT l.id, l.lot_number, l.name_uz, l.name_ru, l.name_uz_cyrl, l.name_en, l.start_price::text AS start_price
    FROM lots l
    WHERE l.id IN (
      SELECT f.lot_id FROM saved_search_lots f
      JOIN saved_searches s ON s.id = f.saved_search_id
      WHERE s.user_id = ${userId} AND f.digested_at IS NULL
      FOR UPDATE OF f SKIP LOCKED)
    ORDER BY l.id`.execute(db);
  return rows;
}

/** The person's waiting lots are done with (sent, or not to be sent). */
export async function markDigested(db: Db, userId: string, lotIds: readonly number[]): Promise<void> {
  if (lotIds.length === 0) return;
  await sql`
    UPDATE saved_search_lots f SET digested_at = now()
    FROM saved_searches s
    WHERE s.id = f.saved_search_id AND s.user_id = ${userId} AND f.digested_at IS NULL
      AND f.lot_id = ANY(${[...lotIds]}::int[])`.execute(db);
}

/** Where and in which language the person reads e-mail. */
export async function digestReader(
  db: Db,
  userId: string,
): Promise<{ email: string | null; lang: string } | undefined> {
  return db.selectFrom('users').select(['email', 'lang']).where('id', '=', userId).executeTakeFirst();
}
