/**
 * Publishes the signed documents' versions: the public offer (data/public-offer.ts) and the
 * customer's service contract (data/service-contract.ts). A version already in the table is left as
 * it is: signatures point at its exact text, so a published text never changes (a corrected text
 * is a new version, which everybody signs again).
 */
import { transliterate } from '@kimoshdi/shared/domain/i18n/transliterate';
import type { Database } from '../database';
import { OFFER_VERSIONS, type OfferVersionSeed } from './data/public-offer';
import { SERVICE_CONTRACT_VERSIONS } from './data/service-contract';

async function seedVersions(
  db: Database,
  table: 'offer_versions' | 'service_contract_versions',
  versions: readonly OfferVersionSeed[],
): Promise<void> {
  await db
    .insertInto(table)
    .values(
      versions.map((item) => ({
        version: item.version,
        effective_at: new Date(item.effectiveAt),
        title_uz: item.title.uz,
        title_ru: item.title.ru,
        title_uz_cyrl: transliterate(item.title.uz),
        title_en: item.title.en,
        body_uz: item.body.uz,
        body_ru: item.body.ru,
        body_uz_cyrl: transliterate(item.body.uz),
        body_en: item.body.en,
      })),
    )
    .onConflict((oc) => oc.column('version').doNothing())
    .execute();
}

export async function seedOfferVersions(db: Database): Promise<void> {
  await seedVersions(db, 'offer_versions', OFFER_VERSIONS);
  await seedVersions(db, 'service_contract_versions', SERVICE_CONTRACT_VERSIONS);
}
