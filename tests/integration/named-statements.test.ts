/**
 * The pool's statements are prepared once per connection (server/src/db/named-statements.ts):
 * PostgreSQL lists a named one in pg_prepared_statements of the connection that ran it, once
 * however often it runs; a `select *` stays unnamed.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../../server/src/db/database';

let db: Database;
beforeAll(() => {
  // One connection: the statements and the read of pg_prepared_statements share a backend.
  db = createDatabase(inject('databaseUrl'), 1);
});
afterAll(async () => {
  await db?.destroy();
});

const prepared = async () => {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
  return rows.map((row) => row.statement);
};

it('prepares a parameterised statement once and answers each call with its own values', async () => {
  const next = async (n: number) =>
    (await sql<{ x: number }>`select ${n}::int + 1 as x`.execute(db)).rows[0]?.x;
  expect(await Promise.all([1, 2, 3, 1].map(next))).toEqual([2, 3, 4, 2]);
  const statements = await prepared();
  expect(statements.filter((statement) => statement === 'select $1::int + 1 as x')).toHaveLength(1);
});

it('leaves a select * unnamed, and names the same read with its columns listed', async () => {
  await db.selectFrom('users').selectAll().where('id', '=', '1').execute();
  await db.selectFrom('users').select(['id']).where('id', '=', '1').execute();
  const statements = await prepared();
  expect(statements).toContain('select "id" from "users" where "id" = $1');
  expect(statements.some((statement) => statement.startsWith('select * from "users"'))).toBe(false);
});
