import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { nameStatements, statementNames } from './named-statements';
import type { DB } from './schema.generated';

export type Database = Kysely<DB>;

/** A connection or the caller's transaction: repositories run on whichever they are given. */
export type Db = Database | Transaction<DB>;

// DATE columns (calendar days in Tashkent) stay 'YYYY-MM-DD' strings: a JS Date would shift them
// by the process's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

// One set of names for every pool of the process: a text keeps its name on any connection.
const names = statementNames();

/** Each database's pool, for poolUse: kysely keeps its pool to itself. */
const pools = new WeakMap<Database, { pool: pg.Pool; max: number }>();

// BIGINT (int8) columns hold money in tiyin and ids: keep them as strings so no digit is lost;
// COUNT(*) and similar also answer int8, and callers convert where the range is known to be small.
export function createDatabase(
  connectionString: string,
  max = 10,
  onIdleError: (error: Error) => void = () => {},
  options: PoolOptions = {},
): Database {
  const pool = createPool(connectionString, max, onIdleError, options);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, { pool, max });
  return db;
}

export interface PoolOptions {
  namedStatements?: boolean;
  /** How long a query waits for a new connection before failing (pg's default: for ever). */
  connectionTimeoutMillis?: number;
}

/** A pool as every database of the process has it (the read replicas' too: db/read-database.ts). */
export function createPool(
  connectionString: string,
  max: number,
  onIdleError: (error: Error) => void,
  { namedStatements = true, connectionTimeoutMillis }: PoolOptions = {},
): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis });
  if (namedStatements) nameStatements(pool, names);
  // An idle connection dropped by the server (restart, failover, shutdown) must not crash the
  // process: the pool replaces it, and the next query reports any real outage.
  pool.on('error', onIdleError);
  // A connection lost while checked out (a query or a transaction running) also emits 'error' on
  // its client, where the pool listens only while the client is idle: without a listener of its
  // own that error would end the process. The query's promise rejects with it anyway, and the pool
  // drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** The pool under a database made by createDatabase (the read instance shares the primary's). */
export function poolOf(db: Database): pg.Pool | undefined {
  return pools.get(db)?.pool;
}

export interface PoolUse {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

/** How much of the pool is in use (read by the metrics when scraped). */
export function poolUse(db: Database): PoolUse | undefined {
  const found = pools.get(db);
  if (!found) return undefined;
  const { pool, max } = found;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max };
}
