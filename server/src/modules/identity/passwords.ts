import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { isStrongPassword } from '@kimoshdi/shared/domain/identity/password';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findPasswordHash, updatePasswordHash } from './accounts.repository';
import { endSessionsOfAccount } from './provider-sessions.repository';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 30 ms here,
 * slow enough to make guessing expensive, fast enough for a login. `2` is Algorithm.Argon2id (a
 * const enum the type checker cannot inline across packages).
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A malformed stored hash is a failed check, not a crash. */
export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Checked when the login names nobody, so "no such account" takes as long as "wrong password".
let decoyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password 0');
  await passwordMatches(await decoyHash, password);
}

/** Whether `password` is the account's password (false for an unknown account). */
export async function verifyPassword(db: Database, accountId: string, password: string): Promise<boolean> {
  const passwordHash = await findPasswordHash(db, accountId);
  if (!passwordHash) {
    await burnPasswordCheck(password);
    return false;
  }
  return passwordMatches(passwordHash, password);
}

/**
 * Sets a new password (the caller has checked the repeat and, where it asks, the old password).
 * Every Kimoshdi ID sign-in session of the account ends, so a stolen session does not outlive the
 * change; the shop's own sessions are the shop's to end. Throws WEAK_PASSWORD or NOT_FOUND.
 */
export async function changePassword(db: Database, accountId: string, newPassword: string): Promise<void> {
  if (!isStrongPassword(newPassword)) throw new AppError('WEAK_PASSWORD');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    if (!(await updatePasswordHash(trx, accountId, passwordHash))) throw new AppError('NOT_FOUND');
    await endSessionsOfAccount(trx, accountId);
  });
}
