/**
 * The service contract's versions, the signed contracts and the yearly counters of their numbers
 * (migration 20261128_0115). Functions take `db` or a transaction first.
 */
import type { Language } from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import type { SignerCertificate } from '../consent';

export interface VersionRow {
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

/** The version in force at `now` (the latest effective one), or undefined before the first. */
export function contractVersionInForce(db: Db, now: Date): Promise<VersionRow | undefined> {
  return db
    .selectFrom('service_contract_versions')
    .selectAll()
    .where('effective_at', '<=', now)
    .orderBy('effective_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export interface ContractRow {
  id: string;
  number: string;
  user_id: string;
  version_id: number;
  version: string;
  title_uz: string;
  title_ru: string;
  title_uz_cyrl: string;
  title_en: string;
  source: string;
  lang: string;
  party_name: string;
  party_pinfl: string | null;
  party_stir: string | null;
  cert_serial: string | null;
  cert_subject: string | null;
  cert_issuer: string | null;
  cert_valid_from: Date | null;
  cert_valid_to: Date | null;
  signed_at: Date;
}

function contracts(db: Db) {
  return db
    .selectFrom('service_contracts as c')
    .innerJoin('service_contract_versions as v', 'v.id', 'c.version_id')
    .select([
      'c.id',
      'c.number',
      'c.user_id',
      'c.version_id',
      'v.version',
      'v.title_uz',
      'v.title_ru',
      'v.title_uz_cyrl',
      'v.title_en',
      'c.source',
      'c.lang',
      'c.party_name',
      'c.party_pinfl',
      'c.party_stir',
      'c.cert_serial',
      'c.cert_subject',
      'c.cert_issuer',
      'c.cert_valid_from',
      'c.cert_valid_to',
      'c.signed_at',
    ]);
}

/** Every contract of the user, newest first (one per version: a handful in a lifetime). */
export function contractsOf(db: Db, userId: string): Promise<ContractRow[]> {
  return contracts(db)
    .where('c.user_id', '=', userId)
    .orderBy('c.signed_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(200)
    .execute();
}

export function contractByNumber(db: Db, number: string): Promise<ContractRow | undefined> {
  return contracts(db).where('c.number', '=', number).executeTakeFirst();
}

/** The text the contract was signed in: the version's text in the contract's language. */
export function contractBodies(db: Db, versionId: number) {
  return db
    .selectFrom('service_contract_versions')
    .select(['body_uz', 'body_ru', 'body_uz_cyrl', 'body_en'])
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
}

/** The user's contract of a version, if signed. */
export async function contractOfVersion(db: Db, userId: string, versionId: number): Promise<string | null> {
  const row = await db
    .selectFrom('service_contracts')
    .select('number')
    .where('user_id', '=', userId)
    .where('version_id', '=', versionId)
    .executeTakeFirst();
  return row?.number ?? null;
}

/** The customer as the contract names them: the profile's name and ids today. */
export function contractParty(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'pinfl', 'stir'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The customer of an order (operators look at an order and ask for its customer's contracts). */
export async function orderCustomerId(db: Db, orderId: string): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select('customer_user_id')
    .where('id', '=', Number(orderId))
    .executeTakeFirst();
  return row?.customer_user_id == null ? null : String(row.customer_user_id);
}

/** The next number of `year`, counted in the caller's transaction (a rollback gives it back). */
export async function nextContractSeq(trx: Db, year: number): Promise<number> {
  const row = await trx
    .insertInto('service_contract_counters')
    .values({ year, last: 1 })
    .onConflict((oc) =>
      oc.column('year').doUpdateSet((eb) => ({ last: eb('service_contract_counters.last', '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

export interface NewContract {
  number: string;
  userId: string;
  versionId: number;
  source: 'esign' | 'seed';
  lang: Language;
  party: { name: string; pinfl: string | null; stir: string | null };
  cms?: string;
  certificate?: SignerCertificate;
  signedAt: Date;
}

/** Whether `error` is a second contract of the same user and version (UNIQUE (user_id, version_id)). */
export function isSecondContractOfVersion(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'service_contracts_user_id_version_id_key';
}

/** Adds a contract; a second one of the same user and version breaks UNIQUE (user_id, version_id). */
export async function insertContract(trx: Db, contract: NewContract): Promise<void> {
  const cert = contract.certificate;
  await trx
    .insertInto('service_contracts')
    .values({
      number: contract.number,
      user_id: contract.userId,
      version_id: contract.versionId,
      source: contract.source,
      lang: contract.lang,
      party_name: contract.party.name,
      party_pinfl: contract.party.pinfl,
      party_stir: contract.party.stir,
      cms: contract.cms ?? null,
      cert_serial: cert?.serial ?? null,
      cert_subject: cert?.subject ?? null,
      cert_issuer: cert?.issuer ?? null,
      cert_valid_from: cert?.validFrom ?? null,
      cert_valid_to: cert?.validTo ?? null,
      pinfl: cert?.pinfl ?? null,
      stir: cert?.stir ?? null,
      signed_at: contract.signedAt,
    })
    .execute();
}
