/**
 * The worker container's health check (server/src/worker-health.ts, docker-compose.yml): healthy
 * while this host's worker holds its BullMQ queues, unhealthy once it stops, and blind to the
 * workers of another deployment (another REDIS_PREFIX) on the same Redis.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { queuesWithoutWorkerHere, WORKER_QUEUES } from '../../server/src/liveness/worker-health';
import { createKeys } from '../../server/src/redis/keys';
import { startTestServer } from '../support/test-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PREFIX = `${inject('redisPrefix')}worker-health:`;

/** The health check as Docker runs it in the worker's container: its exit code and output. */
function healthCheck(prefix: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/worker-health.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: prefix,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('the worker health check', () => {
  it('passes while the worker runs and fails, naming the queues, once it stops', async () => {
    const server = await startTestServer({ REDIS_PREFIX: PREFIX, RUN_WORKER: 'true' });
    let closed = false;
    try {
      const keys = createKeys(PREFIX);
      const deadline = Date.now() + 10_000;
      while ((await queuesWithoutWorkerHere(server.deps.redis, keys)).length > 0) {
        if (Date.now() > deadline) throw new Error('the worker never registered on its queues');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const healthy = await healthCheck(PREFIX);
      expect(healthy.code, healthy.output).toBe(0);
      // Another deployment on the same Redis has no worker here, whatever this one runs.
      const elsewhere = await healthCheck(`${inject('redisPrefix')}worker-health-other:`);
      expect(elsewhere.code).toBe(1);

      await server.close();
      closed = true;
      const stopped = await healthCheck(PREFIX);
      expect(stopped.code).toBe(1);
      expect(stopped.output).toContain(`no worker of this host on: ${WORKER_QUEUES.join(', ')}`);
    } finally {
      if (!closed) await server.close();
    }
  });
});
