import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { IdCodes, JsonObject } from '../../db/schema.generated';

export type CodePurpose =
  | 'register'
  | 'reset_password'
  | 'confirm_contact'
  // The one-click purchase and its cancel (modules/user-order/purchase-codes.ts).
  | 'buy_lot'
  | 'cancel_purchase';
export type CodeChannel = 'sms' | 'email';

export interface NewCode {
  purpose: CodePurpose;
  channel: CodeChannel;
  destination: string;
  flow: string | null;
  codeHash: string;
  payload: JsonObject | null;
  ttlSeconds: number;
}

/** A stored code as the checks need it; times are measured by PostgreSQL's clock. */
export interface StoredCode {
  id: string;
  purpose: CodePurpose;
  channel: CodeChannel;
  destination: string;
  codeHash: string;
  payload: JsonObject | null;
  attempts: number;
  locked: boolean;
  consumed: boolean;
  /** Seconds since it was sent. */
  ageSeconds: number;
  /** Seconds it still works (0 or less: expired). */
  expiresInSeconds: number;
}

// Ages come from PostgreSQL so the app's clock never disagrees with expires_at.
const ageSeconds = sql<number>`extract(epoch from now() - created_at)::float8`.as('age_seconds');
const expiresInSeconds = sql<number>`extract(epoch from expires_at - now())::float8`.as('expires_in_seconds');

type CodeRow = Pick<
  Selectable<IdCodes>,
  | 'id'
  | 'purpose'
  | 'channel'
  | 'destination'
  | 'code_hash'
  | 'payload'
  | 'attempts'
  | 'locked_at'
  | 'consumed_at'
> & { age_seconds: number; expires_in_seconds: number };

function toStoredCode(row: CodeRow): StoredCode {
  return {
    id: row.id,
    purpose: row.purpose as CodePurpose,
    channel: row.channel as CodeChannel,
    destination: row.destination,
    codeHash: row.code_hash,
    payload: (row.payload as JsonObject | null) ?? null,
    attempts: row.attempts,
    locked: row.locked_at !== null,
    consumed: row.consumed_at !== null,
    ageSeconds: row.age_seconds,
    expiresInSeconds: row.expires_in_seconds,
  };
}

const CODE_COLUMNS = [
  'id',
  'purpose',
  'channel',
  'destination',
  'code_hash',
  'payload',
  'attempts',
  'locked_at',
  'consumed_at',
  ageSeconds,
  expiresInSeconds,
] as const;

export async function insertCode(db: Database, code: NewCode): Promise<void> {
  await db
    .insertInto('id_codes')
    .values({
      purpose: code.purpose,
      channel: code.channel,
      destination: code.destination,
      flow: code.flow,
      code_hash: code.codeHash,
      payload: code.payload,
      expires_at: sql<Date>`now() + make_interval(secs => ${code.ttlSeconds})`,
    })
    .execute();
}

/** The newest code sent to a destination, whatever asked for it (the resend pause counts it). */
export async function latestCodeForDestination(
  db: Database,
  destination: string,
): Promise<StoredCode | undefined> {
  const row = await db
    .selectFrom('id_codes')
    .select(CODE_COLUMNS)
    .where('destination', '=', destination)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toStoredCode(row);
}

/** The newest code of a sign-in flow: only that one can be entered on the flow's code page. */
export async function latestCodeForFlow(
  db: Database,
  flow: string,
  purpose: CodePurpose,
): Promise<StoredCode | undefined> {
  const row = await db
    .selectFrom('id_codes')
    .select(CODE_COLUMNS)
    .where('flow', '=', flow)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toStoredCode(row);
}

/**
 * Spends one try of a live code before the code is compared, in one statement, so parallel
 * guesses cannot get more than `maxAttempts` comparisons. Undefined when the code is no longer
 * live (locked, consumed, expired or out of tries).
 */
export async function reserveAttempt(
  db: Database,
  id: string,
  maxAttempts: number,
): Promise<{ attempts: number } | undefined> {
  return db
    .updateTable('id_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('locked_at', 'is', null)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
}

export async function lockCode(db: Database, id: string): Promise<void> {
  await db
    .updateTable('id_codes')
    .set({ locked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Marks a live code used; false when someone else used it first (or it died meanwhile). */
export async function consumeCode(db: Database, id: string): Promise<boolean> {
  const result = await db
    .updateTable('id_codes')
    .set({ consumed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('locked_at', 'is', null)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
