/**
 * A PostgreSQL connection lost while a query or transaction holds it (a failover, an admin's
 * terminate, a proxy cut) must fail that work, not the process: pg emits 'error' on the client,
 * and without a listener of its own that error would be uncaught (vitest fails the run on it).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../../server/src/db/database';

let db: Database;
let admin: Database;
beforeAll(() => {
  db = createDatabase(inject('databaseUrl'), 2);
  admin = createDatabase(inject('databaseUrl'), 1);
});
afterAll(async () => {
  await db?.destroy();
  await admin?.destroy();
});

it('fails the transaction whose connection is terminated, and the next query works', async () => {
  const work = db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
    await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(admin);
    await sql`select pg_sleep(0.2)`.execute(trx);
  });
  await expect(work).rejects.toThrow();
  // Give the client's 'error' event its turn: uncaught, it would fail this file.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
  expect(rows[0]?.one).toBe(1);
});
