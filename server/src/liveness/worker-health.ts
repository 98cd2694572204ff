import { hostname } from 'node:os';
import { Queue } from 'bullmq';
import type { Redis } from '../redis/connection';
import type { Keys } from '../redis/keys';
import { AUCTION_QUEUE, MAINTENANCE_QUEUE, MESSAGES_QUEUE } from '../redis/queues';

/** The queues every worker process serves (jobs/worker.ts). */
export const WORKER_QUEUES = [MAINTENANCE_QUEUE, AUCTION_QUEUE, MESSAGES_QUEUE] as const;

/**
 * The name this process's BullMQ workers carry (their Redis client name ends ":w:<name>"): the host,
 * which is the container in a compose deployment, so a health check can find its own workers.
 */
export function workerName(): string {
  return hostname();
}

/** The queues this host holds no live worker connection on (none: the worker is healthy). */
export async function queuesWithoutWorkerHere(connection: Redis, keys: Keys): Promise<string[]> {
  const missing: string[] = [];
  for (const name of WORKER_QUEUES) {
    const queue = new Queue(name, { connection, prefix: keys.bullPrefix });
    try {
      const workers = await queue.getWorkers();
      const here = workers.some((worker) => String(worker.rawname ?? '').endsWith(`:w:${workerName()}`));
      if (!here) missing.push(name);
    } finally {
      await queue.close();
    }
  }
  return missing;
}
