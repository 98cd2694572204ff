/**
 * A newly published lot announced to the saved searches it matches: one cabinet message per
 * search per lot (saved_search_lots' key makes a repeat a no-op), and an e-mail when the user has
 * a confirmed e-mail (users.email is set only through a confirmation code, cabinet/contact-codes.ts).
 *
 * DECISION (docs/decisions.md "Saved searches"): run in the publishing transaction
 * (order/order-lot.ts), not in a job: the lot and its announcements commit together, a lost job
 * cannot skip one, and the outbox is transactional too. Matching uses the lot list's own WHERE
 * (lot.repository.ts filterConditions) on the one lot, so "matches" means exactly "the list with
 * these filters shows it"; a cheap pre-filter on the stored ids leaves only plausible searches.
 */
import { isLanguage, lotFiltersSchema, type Language, type SavedSearchFilters } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { moneyParam } from '@kimoshdi/shared/domain/notification/message-params';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { translate } from '../../lib/i18n';
import { filterConditions } from '../lot';
import { notify, messageNotification } from '../notification';
import { sendEmail } from '../outbox';

/** Filters kept as ids that a lot either has or not: a search naming another one cannot match. */
const ID_FILTERS = ['region', 'area', 'trade_type', 'order_type', 'payment_type'] as const;

const lotPath = (lotId: number) => `/lot-view/${lotId}`;

interface Candidate {
  id: number;
  user_id: string;
  filters: SavedSearchFilters;
  lang: string;
  email: string | null;
}

async function candidates(db: Db, lot: Record<(typeof ID_FILTERS)[number], number>, lotId: number) {
  let query = db
    .selectFrom('saved_searches')
    .innerJoin('users', 'users.id', 'saved_searches.user_id')
    .select(['saved_searches.id', 'saved_searches.user_id', 'users.lang', 'users.email'])
    .select(sql<SavedSearchFilters>`saved_searches.filters`.as('filters'))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('saved_search_lots')
            .select(sql`1`.as('one'))
            .whereRef('saved_search_lots.saved_search_id', '=', 'saved_searches.id')
            .where('saved_search_lots.lot_id', '=', lotId),
        ),
      ),
    );
  for (const key of ID_FILTERS) {
    query = query.where(
      sql<boolean>`(saved_searches.filters->>${key} is null or saved_searches.filters->>${key} = ${String(lot[key])})`,
    );
  }
  return (await query.orderBy('saved_searches.id').execute()) as Candidate[];
}

/** Whether the lot list with these filters shows the lot (any tab: the search results tab). */
async function matches(db: Db, lotId: number, filters: SavedSearchFilters): Promise<boolean> {
  const parsed = lotFiltersSchema.safeParse(filters);
  // A search stored under older rules that no longer parse matches nothing rather than everything.
  if (!parsed.success) return false;
  const row = await db
    .selectFrom('lots')
    .select('lots.id')
    .where('lots.id', '=', lotId)
    .where((eb) => filterConditions(eb, parsed.data))
    .executeTakeFirst();
  return row !== undefined;
}

/** Announces the lot to every saved search it matches and has not been announced to; returns how many. */
export async function announceNewLot(db: Db, lotId: number): Promise<number> {
  const lot = await db
    .selectFrom('lots')
    .select([
      'id',
      'lot_number',
      'name_uz',
      'name_ru',
      'name_uz_cyrl',
      'name_en',
      'region_id',
      'area_id',
      'trade_type',
      'order_type',
      'payment_type',
      'start_price',
    ])
    .where('id', '=', lotId)
    .executeTakeFirst();
  if (!lot) return 0;
  const names: Record<Language, string> = {
    uz: lot.name_uz,
    ru: lot.name_ru,
    'uz-Cyrl': lot.name_uz_cyrl,
    en: lot.name_en,
  };
  const lotIds = {
    region: lot.region_id,
    area: lot.area_id,
    trade_type: lot.trade_type,
    order_type: lot.order_type,
    payment_type: lot.payment_type,
  };
  let announced = 0;
  for (const search of await candidates(db, lotIds, lotId)) {
    if (!(await matches(db, lotId, search.filters))) continue;
    const inserted = await db
      .insertInto('saved_search_lots')
      .values({ saved_search_id: search.id, lot_id: lotId })
      .onConflict((oc) => oc.doNothing())
      .returning('saved_search_id')
      .executeTakeFirst();
    if (!inserted) continue;
    announced += 1;
    const lang: Language = isLanguage(search.lang) ? search.lang : 'uz';
    const name = names[lang] || lot.name_uz;
    const params = { lot: lot.lot_number, name, price: moneyParam(lot.start_price) };
    await notify(
      db,
      messageNotification(
        search.user_id,
        'info',
        lang,
        { key: 'messages:savedSearch.match', params },
        lotPath(lotId),
      ),
    );
    if (search.email) {
      const values = { lot: lot.lot_number, name, price: formatTiyin(lot.start_price, { currency: true }) };
      await sendEmail(
        db,
        search.email,
        translate(lang, 'messages:savedSearch.email.subject', values),
        translate(lang, 'messages:savedSearch.email.body', values),
      );
    }
  }
  return announced;
}
