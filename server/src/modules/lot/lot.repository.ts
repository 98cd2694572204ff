/**
 * Reading the catalogue: the lot list's filters, search and per-tab ordering, the tab counts, the
 * home page's lists and one lot in full. Every list selects the same card columns (CARD_COLUMNS).
 */
import {
  escapeLike,
  looksLikeLotNumber,
  normalizeForSearch,
  searchWords,
  SHORT_QUERY_LENGTH,
  sortOrder,
  statusesOfTab,
  BIDS_TRADE_TYPES,
  tradeTypesOfTab,
  type LotFilters,
  type LotSort,
  type LotTab,
} from '@kimoshdi/shared';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema.generated';

/** A withdrawn lot's trade ended when its customer withdrew it, not at its planned end (issue 24). */
const WITHDRAWN_AT =
  sql<Date | null>`(select w.created_at from lot_withdrawals w where w.lot_id = lots.id)`.as('withdrawn_at');

export const CARD_COLUMNS = [
  'lots.id',
  'lots.lot_number',
  'lots.name_uz',
  'lots.name_ru',
  'lots.name_uz_cyrl',
  'lots.name_en',
  'lots.category_id',
  'lots.region_id',
  'lots.area_id',
  'lots.lot_status',
  'lots.trade_type',
  'lots.order_type',
  'lots.payment_type',
  'lots.start_price',
  'lots.deposit_amount',
  'lots.starts_at',
  'lots.ends_at',
  'lots.main_photo',
  WITHDRAWN_AT,
] as const;

export interface CardRow {
  id: number;
  lot_number: string;
  name_uz: string;
  name_ru: string;
  name_uz_cyrl: string;
  name_en: string;
  category_id: number;
  region_id: number;
  area_id: number;
  lot_status: number;
  trade_type: number;
  order_type: number;
  payment_type: number;
  start_price: string;
  deposit_amount: string;
  starts_at: Date;
  ends_at: Date;
  main_photo: string | null;
  withdrawn_at: Date | null;
  favourite: boolean;
}

type LotsEb = ExpressionBuilder<DB, 'lots'>;

/** Whether the user keeps the lot in favourites; a constant false for guests (no subquery). */
export function favouriteColumn(eb: LotsEb, userId: string | undefined) {
  if (!userId) return sql<boolean>`false`.as('favourite');
  const kept = eb
    .selectFrom('favourites')
    .select(sql`1`.as('one'))
    .where('favourites.user_id', '=', userId)
    .whereRef('favourites.lot_id', '=', 'lots.id');
  return sql<boolean>`exists (${kept})`.as('favourite');
}

/** The start of a Tashkent day (UTC+5, no daylight saving) as an instant. */
const tashkentMidnight = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+05:00`) + plusDays * 86_400_000);

/** The query in normal form, or undefined when nothing is left of it. */
export function searchTerm(filters: LotFilters): string | undefined {
  const term = filters.q === undefined ? '' : normalizeForSearch(filters.q);
  return term === '' ? undefined : term;
}

/** One word of a name or place query: inside the search text (GIN trigram). */
function wordCondition(eb: LotsEb, word: string): Expression<SqlBool> {
  const like = escapeLike(word);
  if (word.length < SHORT_QUERY_LENGTH) {
    // Too short for a trigram inside a word: words that begin with it (indexed through the
    // trigram index's word-start padding), where "%ab%" would read every lot.
    return eb.or([eb('lots.search_text', 'like', `${like}%`), eb('lots.search_text', 'like', `% ${like}%`)]);
  }
  return eb('lots.search_text', 'like', `%${like}%`);
}

/** A category with its sub-categories: "Vehicles" holds the cars and the trucks. */
function categoryCondition(eb: LotsEb, category: number): Expression<SqlBool> {
  const family = eb
    .selectFrom('property_categories')
    .select('property_categories.id')
    .where((c) =>
      c.or([c('property_categories.id', '=', category), c('property_categories.parent_id', '=', category)]),
    );
  return eb('lots.category_id', 'in', family);
}

/** The WHERE of the filters (every filter but the tab). */
/**
 * The load-test API's lots (`lots.loadtest`, modules/loadtest) are for the people who run a load
 * test: opened by their address, never listed to visitors (lists, counts, the home page's blocks,
 * similar lots, the sitemap), where "load test ..." lots would pass for real sales.
 */
export function listedLot(eb: LotsEb): Expression<SqlBool> {
  return eb('lots.loadtest', '=', false);
}

export function filterConditions(eb: LotsEb, filters: LotFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [listedLot(eb)];
  const term = searchTerm(filters);
  if (term !== undefined) {
    // A lot number matches exactly or by prefix (btree text_pattern_ops); anything else is looked
    // for inside the names, places and address, word by word (GIN trigram). Both are index scans,
    // never a scan of the table.
    const like = escapeLike(term);
    if (looksLikeLotNumber(term)) {
      conditions.push(eb('lots.lot_number', 'like', `${like}%`));
    } else {
      for (const word of searchWords(term)) conditions.push(wordCondition(eb, word));
    }
  }
  if (filters.category !== undefined) conditions.push(categoryCondition(eb, filters.category));
  if (filters.region !== undefined) conditions.push(eb('lots.region_id', '=', filters.region));
  if (filters.area !== undefined) conditions.push(eb('lots.area_id', '=', filters.area));
  if (filters.trade_type !== undefined) conditions.push(eb('lots.trade_type', '=', filters.trade_type));
  if (filters.order_type !== undefined) conditions.push(eb('lots.order_type', '=', filters.order_type));
  if (filters.payment_type !== undefined) conditions.push(eb('lots.payment_type', '=', filters.payment_type));
  if (filters.date_from !== undefined)
    conditions.push(eb('lots.starts_at', '>=', tashkentMidnight(filters.date_from)));
  if (filters.date_to !== undefined)
    conditions.push(eb('lots.starts_at', '<', tashkentMidnight(filters.date_to, 1)));
  if (filters.price_from !== undefined) conditions.push(eb('lots.start_price', '>=', filters.price_from));
  if (filters.price_to !== undefined) conditions.push(eb('lots.start_price', '<=', filters.price_to));
  return eb.and(conditions);
}

function tabCondition(eb: LotsEb, tab: LotTab): Expression<SqlBool> {
  const statuses = statusesOfTab(tab);
  const tradeTypes = tradeTypesOfTab(tab);
  return eb.and([
    ...(statuses === null ? [] : [eb('lots.lot_status', 'in', [...statuses])]),
    // One trade type today: PostgreSQL reads `in ($1)` as `= $1`, the index the same.
    ...(tradeTypes === null ? [] : [eb('lots.trade_type', 'in', [...tradeTypes])]),
  ]);
}

export interface ListParams {
  tab: LotTab;
  filters: LotFilters;
  /** Replaces the tab's own order when given. */
  sort?: LotSort;
  page: number;
  size: number;
  userId?: string;
}

/** One page of a tab, in the sort asked for or the tab's stable order (the id breaks every tie). */
export async function listLots(db: Db, params: ListParams): Promise<{ rows: CardRow[]; total: number }> {
  const { tab, filters, sort, page, size, userId } = params;
  const base = db
    .selectFrom('lots')
    .where((eb) => eb.and([tabCondition(eb, tab), filterConditions(eb, filters)]));
  const term = searchTerm(filters);
  let query = base.select(CARD_COLUMNS).select((eb) => favouriteColumn(eb, userId));
  if (sort !== undefined) {
    // Every sort has an index in its order per tab (migration 0800), the id in the same direction.
    const { column, direction } = sortOrder(sort);
    query = query.orderBy(`lots.${column}`, direction).orderBy('lots.id', direction);
  } else if (tab === 1) {
    query = query.orderBy('lots.published_at', 'desc').orderBy('lots.id', 'desc');
  } else if (tab === 2 || tab === 3) {
    query = query.orderBy('lots.ends_at', 'desc').orderBy('lots.id', 'desc');
  } else if (tab === 4) {
    query = query.orderBy('lots.ends_at', 'asc').orderBy('lots.id', 'asc');
  } else if (term !== undefined && looksLikeLotNumber(term)) {
    // Lot numbers: the exact number sorts first by itself (a prefix sorts before its extensions).
    query = query.orderBy('lots.lot_number').orderBy('lots.id');
  } else if (term !== undefined) {
    // Search results: names that begin with the query first, then the newest. Cheap on purpose:
    // similarity() on every match of a common word costs more than the search itself.
    query = query
      .orderBy(sql`lots.search_text LIKE ${`${escapeLike(term)}%`}`, 'desc')
      .orderBy('lots.id', 'desc');
  } else {
    query = query.orderBy('lots.id', 'desc');
  }
  const [rows, count] = await Promise.all([
    query
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** How many lots each tab holds under the filters, in one pass. */
export async function countByTab(db: Db, filters: LotFilters): Promise<Record<LotTab, number>> {
  const countOf = (tab: Exclude<LotTab, 0>) =>
    sql<string>`count(*) filter (where lots.lot_status in (${sql.join([...(statusesOfTab(tab) ?? [])])})
      and lots.trade_type in (${sql.join([...(tradeTypesOfTab(tab) ?? [])])}))`;
  const row = await db
    .selectFrom('lots')
    .where((eb) => filterConditions(eb, filters))
    .select([
      sql<string>`count(*)`.as('t0'),
      countOf(1).as('t1'),
      countOf(2).as('t2'),
      countOf(3).as('t3'),
      countOf(4).as('t4'),
    ])
    .executeTakeFirstOrThrow();
  return { 0: Number(row.t0), 1: Number(row.t1), 2: Number(row.t2), 3: Number(row.t3), 4: Number(row.t4) };
}

/** Lots that take bids (auctions) in the given statuses, the soonest to end first (fixed-price lots have no game). */
export async function lotsEndingSoonest(
  db: Db,
  statuses: readonly number[],
  size: number,
  userId?: string,
): Promise<CardRow[]> {
  return db
    .selectFrom('lots')
    .select(CARD_COLUMNS)
    .select((eb) => favouriteColumn(eb, userId))
    .where('lots.lot_status', 'in', [...statuses])
    .where('lots.trade_type', 'in', [...BIDS_TRADE_TYPES])
    .where(listedLot)
    .orderBy('lots.ends_at', 'asc')
    .orderBy('lots.id', 'asc')
    .limit(size)
    .execute();
}

/** Featured lots still open to the public (not finished), newest first. */
export async function reklamaLots(
  db: Db,
  statuses: readonly number[],
  size: number,
  userId?: string,
): Promise<CardRow[]> {
  return db
    .selectFrom('lots')
    .select(CARD_COLUMNS)
    .select((eb) => favouriteColumn(eb, userId))
    .where('lots.is_reklama', '=', true)
    .where('lots.lot_status', 'in', [...statuses])
    .where(listedLot)
    .orderBy('lots.published_at', 'desc')
    .orderBy('lots.id', 'desc')
    .limit(size)
    .execute();
}

/** The lots of an order, by lot number; `exceptLotId` leaves one out. */
export async function lotsOfOrder(
  db: Db,
  orderId: number,
  userId?: string,
  exceptLotId?: number,
): Promise<CardRow[]> {
  let query = db
    .selectFrom('lots')
    .select(CARD_COLUMNS)
    .select((eb) => favouriteColumn(eb, userId))
    .where('lots.order_id', '=', orderId);
  if (exceptLotId !== undefined) query = query.where('lots.id', '!=', exceptLotId);
  return query.orderBy('lots.lot_number').orderBy('lots.id').execute();
}

export async function findCard(db: Db, lotId: number, userId?: string): Promise<CardRow | undefined> {
  return db
    .selectFrom('lots')
    .select(CARD_COLUMNS)
    .select((eb) => favouriteColumn(eb, userId))
    .where('lots.id', '=', lotId)
    .executeTakeFirst();
}

/** Everything about one lot and its order (the customer). */
export async function findLotDetails(db: Db, lotId: number, userId?: string) {
  return db
    .selectFrom('lots')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .leftJoin('auctions', 'auctions.lot_id', 'lots.id')
    .selectAll('lots')
    .select(WITHDRAWN_AT)
    .select('auctions.step_mode')
    .select((eb) => favouriteColumn(eb, userId))
    .select([
      'orders.status as order_status',
      'orders.owner_type',
      'orders.customer_name',
      'orders.customer_address',
      'orders.customer_phone',
      'orders.customer_extra_phone',
      'orders.customer_email',
    ])
    .where('lots.id', '=', lotId)
    .executeTakeFirst();
}
export type LotDetailsRow = NonNullable<Awaited<ReturnType<typeof findLotDetails>>>;

/** The lot a repeated lot repeats (its id and number), when it repeats one. */
export async function repeatedLot(db: Db, lotId: number | null) {
  if (lotId === null) return undefined;
  return db.selectFrom('lots').select(['id', 'lot_number']).where('id', '=', lotId).executeTakeFirst();
}

export async function lotPhotos(db: Db, lotId: number) {
  return db
    .selectFrom('lot_photos')
    .select(['url', 'is_main'])
    .where('lot_id', '=', lotId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function lotDocuments(db: Db, lotId: number) {
  return db
    .selectFrom('lot_documents')
    .select(['name', 'url', 'size_bytes'])
    .where('lot_id', '=', lotId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function lotFlows(db: Db, lotId: number) {
  return db
    .selectFrom('lot_flows')
    .select(['status', 'at'])
    .where('lot_id', '=', lotId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export async function lotResult(db: Db, lotId: number) {
  return db
    .selectFrom('lots')
    .select(['final_price', 'winner_buyer_number', 'archived_from'])
    .where('id', '=', lotId)
    .executeTakeFirst();
}

export async function resultBids(db: Db, lotId: number) {
  return db
    .selectFrom('lot_result_bids')
    .select(['seq', 'buyer_number', 'amount', 'at'])
    .where('lot_id', '=', lotId)
    .orderBy('seq')
    .execute();
}
