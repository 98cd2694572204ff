/**
 * Publishes the offer versions of data/public-offer.ts. A version already in the table is left as
 * it is: signatures point at its exact text, so a published text never changes (a corrected
 * text is a new version, which everybody signs again).
 */
import { transliterate } from '@kimoshdi/shared/domain/i18n/transliterate';
import type { Database } from '../database';
import { OFFER_VERSIONS } from './data/public-offer';

export async function seedOfferVersions(db: Database): Promise<void> {
  await db
    .insertInto('offer_versions')
    .values(
      OFFER_VERSIONS.map((offer) => ({
        version: offer.version,
        effective_at: new Date(offer.effectiveAt),
        title_uz: offer.title.uz,
        title_ru: offer.title.ru,
        title_uz_cyrl: transliterate(offer.title.uz),
        title_en: offer.title.en,
        body_uz: offer.body.uz,
        body_ru: offer.body.ru,
        body_uz_cyrl: transliterate(offer.body.uz),
        body_en: offer.body.en,
      })),
    )
    .onConflict((oc) => oc.column('version').doNothing())
    .execute();
}
