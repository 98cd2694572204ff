import type { Database } from '../database';
import { seedDictionaries } from './seed-dictionaries';
import { seedOfferVersions } from './seed-offer-versions';

/** Reference data every deployment needs (dictionaries, payment providers, the public offer, the service contract); idempotent. */
export async function seedReferenceData(db: Database): Promise<void> {
  await seedDictionaries(db);
  await seedOfferVersions(db);
}
