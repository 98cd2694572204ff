import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.generated';

export type Database = Kysely<DB>;

/** A connection or the caller's transaction: repositories run on whichever they are given. */
export type Db = Database | Transaction<DB>;

// DATE columns (calendar days in Tashkent) stay 'YYYY-MM-DD' strings: a JS Date would shift them
// by the process's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

// BIGINT (int8) columns hold money in tiyin and ids: keep them as strings so no digit is lost;
// COUNT(*) and similar also answer int8, and callers convert where the range is known to be small.
export function createDatabase(
  connectionString: string,
  max = 10,
  onIdleError: (error: Error) => void = () => {},
): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection dropped by the server (restart, failover, shutdown) must not crash the
  // process: the pool replaces it, and the next query reports any real outage.
  pool.on('error', onIdleError);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
