/**
 * The read instance (docs/scaling.md "PostgreSQL replicas for reads"): a Kysely of the same schema
 * as the primary's, for the reads that tolerate a second of lag (the catalogue, the lot card, the
 * cabinet's lists, the public bid log, exports), so the repositories take it unchanged. Each query
 * goes to one of the read replicas (DATABASE_READ_URLS) in turn, or to the primary when:
 *
 * - it runs in a transaction, or on a connection that began one (a transaction's reads stay with
 *   its writes: the connection is chosen at its first statement, and BEGIN chooses the primary);
 * - the work asked for its own writes (db/read-your-writes.ts: a person who wrote just now);
 * - no replica is in use: each is checked every second and is skipped while it is more than
 *   DATABASE_READ_MAX_LAG_MS behind (db/replica-lag.ts), not a standby, or not answering, and
 *   when taking one of its connections fails.
 *
 * Without DATABASE_READ_URLS the read instance is the primary's own Kysely: nothing is added to
 * any query.
 */
import {
  Kysely,
  PostgresAdapter,
  PostgresDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';
import type { Logger } from '../lib/logger';
import { pgReplicaInUse, pgReplicaLag } from '../lib/metrics';
import { createPool, poolOf, type Database } from './database';
import type { DB } from './schema.generated';
import { readOwnWrites, readsOwnWrites } from './read-your-writes';
import { createLsnHistory, parseLsn } from './replica-lag';

export interface ReadDatabase {
  /** Where the lag-tolerant reads run: the primary's own Kysely when no replica is configured. */
  db: Database;
  /** Whether replicas are configured (the HTTP layer then tracks who wrote: read-your-writes). */
  replicated: boolean;
  /**
   * How long a person who wrote reads from the primary: the lag a replica in use may have, plus
   * one check (the lag is known to within one).
   */
  ownWritesMs: number;
  /** Runs `work` (and all it starts) with the read instance's queries on the primary (read-your-writes.ts). */
  readOwnWrites<T>(work: () => T): T;
  /** Each replica's state as of its last check. */
  replicas(): ReplicaState[];
  /** Stops the checks and closes the replicas' pools (the primary's stays to its owner). */
  close(): Promise<void>;
}

export interface ReplicaState {
  /** host:port, as the metrics label it. */
  name: string;
  inUse: boolean;
  /** Milliseconds behind at the last check that reached it; undefined while it does not answer. */
  lagMs: number | undefined;
  /** Why it is skipped, when it is. */
  reason: string | undefined;
}

export interface ReadDatabaseOptions {
  primary: Database;
  /** DATABASE_READ_URLS: none, and the primary serves every read. */
  urls: readonly string[];
  /** DATABASE_READ_MAX_LAG_MS. */
  maxLagMs: number;
  /** Connections per replica (DATABASE_POOL_SIZE, as the primary's). */
  poolSize: number;
  namedStatements: boolean;
  logger: Logger;
  /** Between two checks of the replicas (tests shorten it). */
  checkEveryMs?: number;
}

const CHECK_EVERY_MS = 1_000;
/** A replica that does not hand out a connection in this time is taken as gone. */
const CONNECT_TIMEOUT_MS = 2_000;

/** A place queries can go: the primary's pool or one replica's. */
interface Target {
  driver: PostgresDriver;
  replica: Replica | undefined;
}

interface Replica extends ReplicaState, Target {
  pool: pg.Pool;
  /** performance.now() of the last check that measured it. */
  checkedAt: number;
}

export function createReadDatabase(options: ReadDatabaseOptions): ReadDatabase {
  const checkEveryMs = options.checkEveryMs ?? CHECK_EVERY_MS;
  const ownWritesMs = options.maxLagMs + checkEveryMs;
  if (options.urls.length === 0) {
    return {
      db: options.primary,
      replicated: false,
      ownWritesMs,
      readOwnWrites,
      replicas: () => [],
      close: async () => {},
    };
  }
  const { logger, maxLagMs } = options;
  const primaryPool = poolOf(options.primary);
  if (!primaryPool) throw new Error('the primary database was not made by createDatabase');
  const primary: Target = { driver: new PostgresDriver({ pool: primaryPool }), replica: undefined };
  const replicas = replicaNames(options.urls).map(({ url, name }): Replica => {
    const pool = createPool(
      url,
      options.poolSize,
      (error) => logger.warn({ err: error, replica: name }, 'an idle connection to a read replica failed'),
      { namedStatements: options.namedStatements, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    );
    const replica: Replica = {
      name,
      pool,
      driver: new PostgresDriver({ pool }),
      replica: undefined,
      inUse: false,
      lagMs: undefined,
      reason: 'not checked yet',
      checkedAt: -Infinity,
    };
    replica.replica = replica;
    pgReplicaInUse.set({ replica: name }, 0);
    return replica;
  });

  // A replica whose last measure is older than this is not trusted (the checks stalled).
  const freshMs = Math.max(maxLagMs, 3 * checkEveryMs);
  let turn = 0;
  const pick = (): Target => {
    if (readsOwnWrites()) return primary;
    const now = performance.now();
    for (let tried = 0; tried < replicas.length; tried += 1) {
      turn = (turn + 1) % replicas.length;
      const replica = replicas[turn]!;
      if (replica.inUse && now - replica.checkedAt <= freshMs) return replica;
    }
    return primary;
  };

  const setState = (replica: Replica, inUse: boolean, lagMs: number | undefined, reason?: string) => {
    if (replica.inUse !== inUse)
      logger[inUse ? 'info' : 'warn'](
        { replica: replica.name, lagMs, reason },
        inUse ? 'reads go to a read replica again' : 'a read replica is skipped: its reads go to the primary',
      );
    replica.inUse = inUse;
    replica.lagMs = lagMs;
    replica.reason = inUse ? undefined : reason;
    pgReplicaInUse.set({ replica: replica.name }, inUse ? 1 : 0);
    if (lagMs === undefined) pgReplicaLag.remove({ replica: replica.name });
    else pgReplicaLag.set({ replica: replica.name }, lagMs / 1_000);
  };

  // The primary's positions over a span well past the bound, so any lag up to it is measured.
  const history = createLsnHistory(Math.max(2 * maxLagMs, 10_000));
  const checkTimeoutMs = Math.max(checkEveryMs, CONNECT_TIMEOUT_MS);
  const checkReplica = async (replica: Replica) => {
    try {
      const { rows } = await withTimeout(
        replica.pool.query<{ standby: boolean; replayed: string | null }>(
          'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed',
        ),
        checkTimeoutMs,
      );
      const row = rows[0];
      if (!row?.standby || row.replayed === null) {
        setState(replica, false, undefined, 'not a standby (promoted, or not a replica)');
        return;
      }
      const now = performance.now();
      const lagMs = Math.round(history.lagMs(parseLsn(row.replayed), now));
      replica.checkedAt = now;
      setState(replica, lagMs <= maxLagMs, lagMs, `${lagMs} ms behind, more than ${maxLagMs}`);
    } catch (error) {
      setState(replica, false, undefined, `does not answer: ${(error as Error).message}`);
    }
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const check = async () => {
    try {
      const at = performance.now();
      const { rows } = await withTimeout(
        primaryPool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'),
        checkTimeoutMs,
      );
      history.record(at, parseLsn(rows[0]!.lsn));
    } catch (error) {
      // Without the primary's position no lag is known: the replicas keep their last state until
      // it is older than freshMs, then are skipped (reads go to the primary, which is in trouble).
      logger.debug({ err: error }, "the primary's WAL position was not read");
      return;
    }
    await Promise.all(replicas.map(checkReplica));
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = check().finally(schedule);
    }, checkEveryMs);
    timer.unref();
  };
  running = check().finally(schedule);

  const driver = new RoutingDriver(primary, replicas, pick, (replica, error) =>
    setState(replica, false, undefined, `failed a read: ${error.message}`),
  );
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    },
  });

  return {
    db,
    replicated: true,
    ownWritesMs,
    readOwnWrites,
    replicas: () => replicas.map(({ name, inUse, lagMs, reason }) => ({ name, inUse, lagMs, reason })),
    async close() {
      stopped = true;
      clearTimeout(timer);
      await running;
      for (const replica of replicas) {
        pgReplicaInUse.remove({ replica: replica.name });
        pgReplicaLag.remove({ replica: replica.name });
      }
      await db.destroy();
    },
  };
}

/** Each URL with its metrics label: host:port, numbered when two are alike. */
function replicaNames(urls: readonly string[]): { url: string; name: string }[] {
  const seen = new Map<string, number>();
  return urls.map((url) => {
    const { hostname, port } = new URL(url);
    const base = `${hostname}:${port || '5432'}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { url, name: count === 1 ? base : `${base}#${count}` };
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A connection whose server is chosen at its first statement: BEGIN chooses the primary, any other
 * statement the target `pick` gives. Kysely acquires a connection before it says what for.
 */
class RoutedConnection implements DatabaseConnection {
  target: Target | undefined;
  inner: DatabaseConnection | undefined;
  private inTransaction = false;

  constructor(private readonly driver: RoutingDriver) {}

  async bind(forTransaction: boolean): Promise<[Target, DatabaseConnection]> {
    if (forTransaction && !this.inTransaction) {
      this.inTransaction = true;
      // Reads on a replica before a BEGIN on the same connection (kysely's `connection()`): the
      // transaction still goes to the primary.
      if (this.target?.replica && this.inner) {
        await this.target.driver.releaseConnection(this.inner as PostgresConnectionOf);
        this.target = this.inner = undefined;
      }
    }
    if (!this.target || !this.inner) [this.target, this.inner] = await this.driver.open(forTransaction);
    return [this.target, this.inner];
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const [target, inner] = await this.bind(false);
    try {
      return await inner.executeQuery<R>(query);
    } catch (error) {
      // A replica that went away or cancelled the read for its replay: the read is asked again of
      // the primary (reads only, never inside a transaction, so asking twice changes nothing).
      if (!target.replica || this.inTransaction || !replicaFailure(error)) throw error;
      [this.target, this.inner] = await this.driver.reopenOnPrimary(target.replica, inner, error as Error);
      return this.inner.executeQuery<R>(query);
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const [, inner] = await this.bind(false);
    yield* inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Errors of the replica rather than of the read: the connection broke (no SQLSTATE, class 08),
 * the server is shutting down (57P01 to 57P03), or the standby cancelled the read because it
 * conflicted with the replay (40001).
 */
function replicaFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return true;
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '40001'].includes(code);
}

class RoutingDriver implements Driver {
  constructor(
    private readonly primary: Target,
    private readonly replicas: readonly Replica[],
    private readonly pick: () => Target,
    private readonly refused: (replica: Replica, error: Error) => void,
  ) {}

  async init(): Promise<void> {
    await this.primary.driver.init();
    for (const replica of this.replicas) await replica.driver.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new RoutedConnection(this));
  }

  async open(forTransaction: boolean): Promise<[Target, DatabaseConnection]> {
    const target = forTransaction ? this.primary : this.pick();
    if (!target.replica) return [target, await target.driver.acquireConnection()];
    try {
      return [target, await target.driver.acquireConnection()];
    } catch (error) {
      // The replica went away since its last check: this read, and the next ones, to the primary.
      this.refused(target.replica, error as Error);
      return [this.primary, await this.primary.driver.acquireConnection()];
    }
  }

  /** Gives back a replica's connection that failed, skips the replica, and opens one on the primary. */
  async reopenOnPrimary(
    replica: Replica,
    broken: DatabaseConnection,
    error: Error,
  ): Promise<[Target, DatabaseConnection]> {
    // pg drops a client that can no longer query when it is given back; one that can is kept.
    await replica.driver.releaseConnection(broken as PostgresConnectionOf);
    this.refused(replica, error);
    return [this.primary, await this.primary.driver.acquireConnection()];
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const [target, inner] = await routed(connection).bind(true);
    await target.driver.beginTransaction(inner, settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const [target, inner] = await routed(connection).bind(true);
    await target.driver.commitTransaction(inner);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const [target, inner] = await routed(connection).bind(true);
    await target.driver.rollbackTransaction(inner);
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    const [target, inner] = await routed(connection).bind(true);
    await target.driver.savepoint(inner, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    const [target, inner] = await routed(connection).bind(true);
    await target.driver.rollbackToSavepoint(inner, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    const [target, inner] = await routed(connection).bind(true);
    await target.driver.releaseSavepoint(inner, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const { target, inner } = routed(connection);
    // Always the connection this target's driver handed out (RoutedConnection.bind).
    if (target && inner) await target.driver.releaseConnection(inner as PostgresConnectionOf);
  }

  /** The replicas' pools; the primary's belongs to the primary's Kysely. */
  async destroy(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => replica.driver.destroy()));
  }
}

type PostgresConnectionOf = Parameters<PostgresDriver['releaseConnection']>[0];

function routed(connection: DatabaseConnection): RoutedConnection {
  if (!(connection instanceof RoutedConnection)) throw new Error('not a connection of the read instance');
  return connection;
}
