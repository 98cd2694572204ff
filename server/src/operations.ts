/**
 * What an operator sees of a process (docs/decisions.md "Health, metrics and logs"): its readiness
 * checks and the gauges read at each scrape, composed from what the process holds open. Built with
 * the process's deps (deps.ts), so every web process and worker has both.
 */
import { sql } from 'kysely';
import type { Database } from './db/database';
import { poolUse } from './db/database';
import { pendingMigrations } from './db/migrate';
import { HEARTBEAT_TTL_MS } from './liveness/heartbeat';
import { CheckFailure, createHealth, type Check, type Health } from './lib/health';
import type { Logger } from './lib/logger';
import {
  addScrapeProbe,
  pgPoolConnections,
  pgPoolMax,
  pgPoolWaiting,
  queueJobs,
  ready,
  readyCheck,
} from './lib/metrics';
import type { Redis } from './redis/connection';
import type { Keys } from './redis/keys';
import type { Queues } from './redis/queues';

export interface Operations {
  health: Health;
  /** Takes this process's gauges out of the scrapes. */
  close(): void;
}

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

export function createOperations(options: {
  db: Database;
  redis: Redis;
  keys: Keys;
  queues: Queues;
  logger: Logger;
  /** This process leaves its jobs to a worker elsewhere (RUN_WORKER=false): ready only while one beats. */
  needsWorker: boolean;
}): Operations {
  const { db, redis, keys, queues, logger } = options;
  // Migrations are never undone: once all are applied, the check needs no query again.
  let migrated = false;
  const checks: Record<string, Check> = {
    postgres: async () => {
      await sql`SELECT 1`.execute(db);
    },
    redis: async () => {
      await redis.ping();
    },
    migrations: async () => {
      if (migrated) return;
      const pending = await pendingMigrations(db);
      if (pending.length > 0) throw new CheckFailure(`${pending.length} migrations not applied`);
      migrated = true;
    },
  };
  if (options.needsWorker) {
    checks.worker = async () => {
      if (!(await redis.exists(keys.workerHeartbeat)))
        throw new CheckFailure(`no worker heartbeat in the last ${HEARTBEAT_TTL_MS / 1_000} s`);
    };
  }
  const health = createHealth(checks, logger);

  const removers = [
    addScrapeProbe(async () => {
      const readiness = await health.readiness();
      ready.set(readiness.status === 'ok' ? 1 : 0);
      for (const [check, result] of Object.entries(readiness.checks))
        readyCheck.set({ check }, result.ok ? 1 : 0);
    }),
    addScrapeProbe(() => {
      const use = poolUse(db);
      if (!use) return;
      pgPoolConnections.inc({ state: 'busy' }, use.total - use.idle);
      pgPoolConnections.inc({ state: 'idle' }, use.idle);
      pgPoolWaiting.inc(use.waiting);
      pgPoolMax.inc(use.max);
    }),
    // One round trip per queue (BullMQ counts in a script), only when scraped.
    addScrapeProbe(async () => {
      await Promise.all(
        [queues.maintenance, queues.auction, queues.messages].map(async (queue) => {
          const counts = await queue.getJobCounts(...QUEUE_STATES);
          for (const state of QUEUE_STATES) queueJobs.set({ queue: queue.name, state }, counts[state] ?? 0);
        }),
      );
    }),
  ];
  return {
    health,
    close() {
      for (const remove of removers) remove();
    },
  };
}
