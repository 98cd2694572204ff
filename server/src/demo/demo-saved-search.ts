/**
 * The demo buyer's saved search, for `npm start` only (start.ts, after the demo catalogue): the
 * category and region of the first new demo lot (statuses 1, 2; Tashkent city when it has one),
 * saved through the saved-search service, and the newest matching demo lots announced through the
 * same call publishing uses, so the cabinet's messages hold what a real match sends, and the
 * worker's first run sends them as a digest e-mail to the demo buyer's confirmed e-mail. Idempotent:
 * the same filters are the same search, and a lot is announced to a search once.
 */
import { LOT_STATUS, type SavedSearchBody } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { filterConditions } from '../modules/lot';
import { announceNewLot, createSavedSearchService } from '../modules/saved-search';
import { findDemoBuyer } from './demo-wins';

const TASHKENT_CITY = 1726;
/** How many matching lots the demo announces: enough for a few messages, not a flood. */
const ANNOUNCED = 3;

export async function seedDemoSavedSearch(
  db: Database,
): Promise<{ outcome: 'no-buyer' | 'no-lot' | 'ready'; announced: number }> {
  const buyer = await findDemoBuyer(db);
  if (!buyer) return { outcome: 'no-buyer', announced: 0 };
  const lot = await db
    .selectFrom('lots')
    .innerJoin('property_categories', 'property_categories.id', 'lots.category_id')
    .select(['lots.region_id', 'lots.category_id', 'property_categories.parent_id'])
    .where('lots.lot_number', 'like', '26%')
    .where('lots.lot_status', 'in', [LOT_STATUS.ANNOUNCED, LOT_STATUS.ACCEPTING_APPLICATIONS])
    .orderBy(sql`lots.region_id = ${TASHKENT_CITY}`, 'desc')
    .orderBy('lots.lot_number')
    .executeTakeFirst();
  if (!lot) return { outcome: 'no-lot', announced: 0 };
  const filters: SavedSearchBody = {
    category: String(lot.parent_id ?? lot.category_id),
    region: String(lot.region_id),
  };
  await createSavedSearchService(db).add(buyer.id, filters);
  const matching = await db
    .selectFrom('lots')
    .select('lots.id')
    .where('lots.lot_number', 'like', '26%')
    .where('lots.lot_status', 'in', [LOT_STATUS.ANNOUNCED, LOT_STATUS.ACCEPTING_APPLICATIONS])
    .where((eb) =>
      filterConditions(eb, { category: Number(filters.category), region: Number(filters.region) }),
    )
    .orderBy('lots.lot_number')
    .limit(ANNOUNCED)
    .execute();
  let announced = 0;
  for (const { id } of matching) announced += await announceNewLot(db, id);
  // As if found yesterday: the worker's first digest run (within a minute of the start) sends them
  // in the morning's digest, so /dev/outbox shows one at once (a real match waits for 09:00).
  if (announced > 0) {
    await db
      .updateTable('saved_search_lots')
      .set({ announced_at: sql<Date>`now() - interval '1 day'` })
      .where('digested_at', 'is', null)
      .where('saved_search_id', 'in', (eb) =>
        eb.selectFrom('saved_searches').select('id').where('user_id', '=', buyer.id),
      )
      .execute();
  }
  return { outcome: 'ready', announced };
}
