import type { Database } from '../database';
import { seedDictionaries } from './seed-dictionaries';

/** Reference data every deployment needs (dictionaries, payment providers); idempotent. */
export async function seedReferenceData(db: Database): Promise<void> {
  await seedDictionaries(db);
}
