/**
 * A consent given without a signature (source 'seed'): only the demo's own users (its bidders and
 * rival), test fixtures and the load tests' buyers get one, so that people and tests that are not
 * about the offer can trade. Nothing a user can call writes one. The cabinet shows such a row as
 * given by the demo, with no document.
 */
import type { Db } from '../../db/database';
import { insertSeededConsents, offerInForce, usersConsentedTo } from './consent.repository';

/**
 * Gives each user a consent to the version in force, unless a standing one is there already: one
 * statement for any number of users (the load tests seat thousands).
 */
export async function seedConsents(db: Db, userIds: readonly string[], now = new Date()): Promise<void> {
  if (userIds.length === 0) return;
  const offer = await offerInForce(db, now);
  if (!offer) throw new Error('no offer version is published: seed the reference data first');
  const signed = new Set(await usersConsentedTo(db, userIds, offer.id));
  const missing = [...new Set(userIds)].filter((id) => !signed.has(id));
  for (let from = 0; from < missing.length; from += 1000) {
    await insertSeededConsents(db, missing.slice(from, from + 1000), offer.id);
  }
}

export function seedConsent(db: Db, userId: string, now = new Date()): Promise<void> {
  return seedConsents(db, [userId], now);
}
