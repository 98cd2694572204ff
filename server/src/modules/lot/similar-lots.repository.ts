/**
 * "Similar lots" on a lot's page: lots open to the public like the one shown, never itself. In
 * tiers, each a small indexed read: the same category (the same region first, then the nearest
 * start price), then the same region in other categories, then any open lot by price. A tier
 * only runs when the ones before it found fewer than the page shows.
 */
import { LOT_STATUS, SIMILAR_LOTS_SIZE } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { CARD_COLUMNS, favouriteColumn, listedLot, type CardRow } from './lot.repository';

const S = LOT_STATUS;
/** Statuses a visitor can still take part in: announced, applications, about to start, live, paused. */
export const SIMILAR_STATUSES = [
  S.ANNOUNCED,
  S.ACCEPTING_APPLICATIONS,
  S.APPLICATIONS_CLOSED,
  S.LIVE,
  S.PAUSED,
];

export interface SimilarTo {
  id: number;
  category_id: number;
  region_id: number;
  start_price: string;
}

type Tier = 'category' | 'region' | 'any';

async function tier(
  db: Db,
  lot: SimilarTo,
  which: Tier,
  limit: number,
  exclude: number[],
  userId: string | undefined,
): Promise<CardRow[]> {
  let query = db
    .selectFrom('lots')
    .select(CARD_COLUMNS)
    .select((eb) => favouriteColumn(eb, userId))
    .where('lots.lot_status', 'in', SIMILAR_STATUSES)
    .where(listedLot)
    .where('lots.id', 'not in', exclude);
  if (which === 'category') {
    query = query
      .where('lots.category_id', '=', lot.category_id)
      .orderBy(sql`lots.region_id = ${lot.region_id}`, 'desc');
  } else if (which === 'region') {
    query = query.where('lots.region_id', '=', lot.region_id);
  }
  return query
    .orderBy(sql`abs(lots.start_price - ${lot.start_price}::bigint)`)
    .orderBy('lots.ends_at')
    .orderBy('lots.id')
    .limit(limit)
    .execute();
}

/** At most SIMILAR_LOTS_SIZE cards, the most alike first. */
export async function similarLots(db: Db, lot: SimilarTo, userId?: string): Promise<CardRow[]> {
  const found: CardRow[] = [];
  for (const which of ['category', 'region', 'any'] as const) {
    const missing = SIMILAR_LOTS_SIZE - found.length;
    if (missing <= 0) break;
    const exclude = [lot.id, ...found.map((row) => row.id)];
    found.push(...(await tier(db, lot, which, missing, exclude, userId)));
  }
  return found;
}
