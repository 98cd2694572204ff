/**
 * The offer versions and the users' signatures (migration 0660). Functions take `db` or a
 * transaction first.
 */
import type { Language } from '@kimoshdi/shared';
import type { SignatureFacts } from '@kimoshdi/shared/domain/consent/standing';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface OfferRow {
  id: number;
  version: string;
  effective_at: Date;
  title_uz: string;
  title_ru: string;
  title_uz_cyrl: string;
  title_en: string;
  body_uz: string;
  body_ru: string;
  body_uz_cyrl: string;
  body_en: string;
}

const OFFER_COLUMNS = [
  'id',
  'version',
  'effective_at',
  'title_uz',
  'title_ru',
  'title_uz_cyrl',
  'title_en',
  'body_uz',
  'body_ru',
  'body_uz_cyrl',
  'body_en',
] as const;

/** The version in force at `now` (the latest effective one), or undefined before the first. */
export async function offerInForce(db: Db, now: Date): Promise<OfferRow | undefined> {
  return db
    .selectFrom('offer_versions')
    .select(OFFER_COLUMNS)
    .where('effective_at', '<=', now)
    .orderBy('effective_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** When the next version comes into force after `now` (null: none is waiting). */
export async function nextOfferAt(db: Db, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('offer_versions')
    .select('effective_at')
    .where('effective_at', '>', now)
    .orderBy('effective_at', 'asc')
    .executeTakeFirst();
  return row?.effective_at ?? null;
}

export const offerTitle = (row: Pick<OfferRow, `title_${string}` & keyof OfferRow>, lang: Language) =>
  ({ uz: row.title_uz, ru: row.title_ru, 'uz-Cyrl': row.title_uz_cyrl, en: row.title_en })[lang];

export const offerTexts = (row: OfferRow): Record<Language, string> => ({
  uz: row.body_uz,
  ru: row.body_ru,
  'uz-Cyrl': row.body_uz_cyrl,
  en: row.body_en,
});

export interface SignatureRow {
  id: string;
  offer_version_id: number;
  version: string;
  title_uz: string;
  title_ru: string;
  title_uz_cyrl: string;
  title_en: string;
  source: string;
  lang: string;
  cert_serial: string | null;
  cert_subject: string | null;
  cert_issuer: string | null;
  pinfl: string | null;
  stir: string | null;
  signed_at: Date;
  withdrawn_at: Date | null;
}

function signatures(db: Db) {
  return db
    .selectFrom('consent_signatures as s')
    .innerJoin('offer_versions as v', 'v.id', 's.offer_version_id')
    .select([
      's.id',
      's.offer_version_id',
      'v.version',
      'v.title_uz',
      'v.title_ru',
      'v.title_uz_cyrl',
      'v.title_en',
      's.source',
      's.lang',
      's.cert_serial',
      's.cert_subject',
      's.cert_issuer',
      's.pinfl',
      's.stir',
      's.signed_at',
      's.withdrawn_at',
    ]);
}

/** Every signature of the user, newest first (a person signs a handful in a lifetime). */
export function signaturesOf(db: Db, userId: string): Promise<SignatureRow[]> {
  return signatures(db)
    .where('s.user_id', '=', userId)
    .orderBy('s.signed_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(500)
    .execute();
}

/**
 * The facts the consent rule reads, for the version in force only, of many users in one statement,
 * by user (the bid path's batched reads). One array parameter, so the statement's text is the same
 * whatever the number of users.
 */
export async function signaturesOfVersionOf(db: Db, userIds: readonly string[], versionId: number) {
  const byUser = new Map<string, SignatureFacts[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('consent_signatures')
    .select(['user_id', 'offer_version_id', 'signed_at', 'withdrawn_at'])
    .where(sql<boolean>`user_id = ANY(${[...userIds]}::bigint[])`)
    .where('offer_version_id', '=', versionId)
    .execute();
  for (const { user_id, ...facts } of rows) byUser.get(String(user_id))?.push(facts);
  return byUser;
}

/** Which of the users signed anything at all, in one statement (tells "never signed" from "outdated"). */
export async function usersWithAnySignature(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('consent_signatures')
    .select('user_id')
    .distinct()
    .where(sql<boolean>`user_id = ANY(${[...userIds]}::bigint[])`)
    .execute();
  return new Set(rows.map((row) => String(row.user_id)));
}

export async function signatureWithDocument(db: Db, userId: string, id: string) {
  return signatures(db)
    .select(['s.cms', 'v.body_uz', 'v.body_ru', 'v.body_uz_cyrl', 'v.body_en'])
    .where('s.user_id', '=', userId)
    .where('s.id', '=', id)
    .executeTakeFirst();
}

export interface NewSignature {
  userId: string;
  offerVersionId: number;
  source: 'esign' | 'seed';
  lang: Language;
  cms?: string;
  cert?: {
    serial: string;
    subject: string;
    issuer: string;
    validFrom: Date;
    validTo: Date;
    pinfl: string | null;
    stir: string | null;
  };
  signedAt?: Date;
}

/** Adds a signature; the table's trigger tells every web process at commit (migration 0660). */
export async function insertSignature(db: Db, signature: NewSignature): Promise<string> {
  const { cert } = signature;
  const row = await db
    .insertInto('consent_signatures')
    .values({
      user_id: signature.userId,
      offer_version_id: signature.offerVersionId,
      source: signature.source,
      lang: signature.lang,
      cms: signature.cms ?? null,
      cert_serial: cert?.serial ?? null,
      cert_subject: cert?.subject ?? null,
      cert_issuer: cert?.issuer ?? null,
      cert_valid_from: cert?.validFrom ?? null,
      cert_valid_to: cert?.validTo ?? null,
      pinfl: cert?.pinfl ?? null,
      stir: cert?.stir ?? null,
      ...(signature.signedAt ? { signed_at: signature.signedAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stamps every standing signature of the user withdrawn; how many there were. */
export async function withdrawSignatures(db: Db, userId: string): Promise<number> {
  const rows = await db
    .updateTable('consent_signatures')
    // The database's clock, as signed_at's default: a withdrawal never precedes its signature.
    .set({ withdrawn_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('withdrawn_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

export function userTaxIds(db: Db, userId: string) {
  return db.selectFrom('users').select(['pinfl', 'stir']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Which of these users hold a standing consent to the offer version. */
export async function usersConsentedTo(
  db: Db,
  userIds: readonly string[],
  offerId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('consent_signatures')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('offer_version_id', '=', offerId)
    .where('withdrawn_at', 'is', null)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Consents without a signature (source 'seed') of these users to the offer version, in one statement. */
export async function insertSeededConsents(
  db: Db,
  userIds: readonly string[],
  offerId: number,
): Promise<void> {
  await db
    .insertInto('consent_signatures')
    .values(
      userIds.map((userId) => ({ user_id: userId, offer_version_id: offerId, source: 'seed', lang: 'uz' })),
    )
    .execute();
}
