/**
 * The test E-IMZO's keys as the development page calls them (/dev/e-imzo, test mode only), bound to
 * the database once in deps.ts: the caller's keys, a new key, a signature with one.
 */
import type { Database } from '../../../db/database';
import { boundTo } from '../../../lib/bound-to';
import { issueTestKey, listTestKeys, signWithTestKey } from './test-eimzo';

export function createTestEimzo(db: Database) {
  return boundTo(db, { keys: listTestKeys, issue: issueTestKey, sign: signWithTestKey });
}

export type TestEimzo = ReturnType<typeof createTestEimzo>;
