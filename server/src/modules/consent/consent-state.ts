/**
 * Whether a user has consented today, read from PostgreSQL (apply, access, the bid path's cache
 * misses), and the error that refuses a user who has not.
 */
import { consentStanding, type ConsentStanding } from '@kimoshdi/shared/domain/consent/standing';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  nextOfferAt,
  offerInForce,
  signaturesOfVersionOf,
  usersWithAnySignature,
} from './consent.repository';

export type ConsentState = ConsentStanding & {
  /** The version in force, or null before the first is published. */
  offerVersion: string | null;
  /** When this answer stops being true by itself: the next version's effective time. */
  until: Date | null;
};

export async function consentState(
  db: Db,
  userId: string,
  cutoff: Date,
  now = new Date(),
): Promise<ConsentState> {
  return (await consentStatesOf(db, [userId], cutoff, now)).get(userId)!;
}

/**
 * consentState of many users in at most four statements, whatever their number (the bid path's
 * cache misses and refreshes of one turn, consented-users.ts). The version's rows alone cannot
 * tell "never signed" from "signed an earlier version": those without are asked that once more.
 */
export async function consentStatesOf(
  db: Db,
  userIds: readonly string[],
  cutoff: Date,
  now = new Date(),
): Promise<Map<string, ConsentState>> {
  const [offer, until] = await Promise.all([offerInForce(db, now), nextOfferAt(db, now)]);
  const signatures = offer
    ? await signaturesOfVersionOf(db, userIds, offer.id)
    : new Map(userIds.map((id) => [id, []]));
  const unsigned = userIds.filter((id) => (signatures.get(id)?.length ?? 0) === 0);
  const signedBefore = await usersWithAnySignature(db, unsigned);
  const states = new Map<string, ConsentState>();
  for (const userId of userIds) {
    let standing = consentStanding(signatures.get(userId) ?? [], offer?.id ?? null, cutoff);
    if (signedBefore.has(userId)) standing = { consented: false, reason: 'outdated' };
    states.set(userId, { ...standing, offerVersion: offer?.version ?? null, until });
  }
  return states;
}

export function consentRequired(state: Pick<ConsentState, 'reason' | 'offerVersion'>): AppError {
  return new AppError('CONSENT_REQUIRED', { reason: state.reason, offer_version: state.offerVersion });
}

/**
 * Throws CONSENT_REQUIRED unless the user signed the offer in force at or after the cut-off and has
 * not withdrawn it. Every action that trades calls it (apply, buy at a fixed price, send an order);
 * bids use the in-process copy (consented-users.ts).
 */
export async function assertConsented(db: Db, userId: string, cutoff: Date, now = new Date()): Promise<void> {
  const state = await consentState(db, userId, cutoff, now);
  if (!state.consented) throw consentRequired(state);
}
