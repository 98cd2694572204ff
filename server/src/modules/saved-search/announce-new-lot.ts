/**
 * A newly published lot announced to the saved searches it matches: one cabinet message per
 * search per lot (saved_search_lots' key makes a repeat a no-op). By e-mail it goes in the person's
 * next digest (digest.ts: an hour's or a day's lots in one e-mail), not one e-mail per lot.
 *
 * DECISION (docs/decisions.md "Saved searches"): run in the publishing transaction
 * (order/order-lot.ts), not in a job: the lot and its announcements commit together, a lost job
 * cannot skip one, and the outbox is transactional too. Matching uses the lot list's own WHERE
 * (lot.repository.ts filterConditions) on the one lot, so "matches" means exactly "the list with
 * these filters shows it"; a cheap pre-filter on the stored ids leaves only plausible searches.
 */
import { isLanguage, type Language } from '@kimoshdi/shared';
import { moneyParam } from '@kimoshdi/shared/domain/notification/message-params';
import type { Db } from '../../db/database';
import { notify, messageNotification } from '../notification';
import { candidates, lotToAnnounce, markAnnounced, matches } from './announce-new-lot.repository';

const lotPath = (lotId: number) => `/lot-view/${lotId}`;

/** Announces the lot to every saved search it matches and has not been announced to; returns how many. */
export async function announceNewLot(db: Db, lotId: number): Promise<number> {
  const lot = await lotToAnnounce(db, lotId);
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
    const inserted = await markAnnounced(db, search.id, lotId);
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
  }
  return announced;
}
