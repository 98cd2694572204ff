import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema.generated';
import { AppError } from '../../lib/app-error';
import { CODE_PATTERN, CODE_RULES, type CodeHasher } from './codes';
import {
  consumeCode,
  latestCodeForFlow,
  lockCode,
  reserveAttempt,
  type CodePurpose,
  type StoredCode,
} from './codes.repository';

/** A code entered on a flow's code page, and what the flow needs of the code it was sent. */
export interface CodeCheck<T> {
  flow: string;
  purpose: CodePurpose;
  /** The code as entered. */
  code: string;
  hasher: CodeHasher;
  /**
   * What the flow needs of its latest unused code; undefined when that code is not one the flow
   * can use (sent to another contact, carrying no complete registration): NOT_FOUND.
   */
  read: (stored: StoredCode) => T | undefined;
  /** Refuse an entry that is not six digits (VALIDATION on `code`), once the code is known alive. */
  checkPattern?: boolean;
}

/**
 * Checks a code against the newest one of the flow and, when it matches, marks it used and runs
 * `use` in the same transaction. NOT_FOUND when no usable code waits; CODE_LOCKED when it is
 * locked or on the fifth wrong try; CODE_EXPIRED after 3 minutes; CODE_INVALID (with `left` tries)
 * for a wrong code; ALREADY_REGISTERED when `use` hits a unique key (someone took the phone,
 * e-mail or id while the code was on its way).
 */
export async function verifyCode<T, R>(
  db: Database,
  { flow, purpose, code, hasher, read, checkPattern = false }: CodeCheck<T>,
  use: (trx: Transaction<DB>, found: T) => Promise<R>,
): Promise<R> {
  const stored = await latestCodeForFlow(db, flow, purpose);
  const found = stored && !stored.consumed ? read(stored) : undefined;
  if (!stored || found === undefined) throw new AppError('NOT_FOUND');
  if (stored.locked) throw new AppError('CODE_LOCKED');
  if (stored.expiresInSeconds <= 0) throw new AppError('CODE_EXPIRED');
  if (checkPattern && !CODE_PATTERN.test(code)) throw new AppError('VALIDATION', { field: 'code' });

  const reserved = await reserveAttempt(db, stored.id, CODE_RULES.maxAttempts);
  if (!reserved) {
    // It died between the read and the update: tell which way.
    const now = await latestCodeForFlow(db, flow, purpose);
    throw new AppError(now && now.expiresInSeconds <= 0 && !now.locked ? 'CODE_EXPIRED' : 'CODE_LOCKED');
  }
  if (!hasher.matches(stored.codeHash, stored.destination, code)) {
    const left = CODE_RULES.maxAttempts - reserved.attempts;
    if (left <= 0) {
      await lockCode(db, stored.id);
      throw new AppError('CODE_LOCKED');
    }
    throw new AppError('CODE_INVALID', { left }, { left });
  }

  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, stored.id))) throw new AppError('CODE_EXPIRED');
      return use(trx, found);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_REGISTERED');
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}
