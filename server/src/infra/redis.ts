import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from '../lib/logger';
import { findService, type ResolvedService } from './service';

export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';
export const EMBEDDED_REDIS_PORT = 63799;
const PROBE_TIMEOUT_MS = 2_000;

/** Answers whether a Redis at `url` replies to PING, without retrying. */
export async function pingRedis(url: string): Promise<void> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: PROBE_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
}

function findOnPath(binary: string, env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, binary);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

async function startEmbedded(binary: string, dataDir: string, logger: Logger): Promise<ResolvedService> {
  const url = `redis://127.0.0.1:${EMBEDDED_REDIS_PORT}`;
  try {
    // Already running (another process of ours started it): use it, and leave stopping to its owner.
    await pingRedis(url);
    return { url, source: 'embedded' };
  } catch {
    // not running yet: start it below
  }
  const dir = path.join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(
    binary,
    [
      '--port',
      String(EMBEDDED_REDIS_PORT),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--save',
      '',
    ],
    // Its own process group: a terminal's Ctrl-C must not stop it before the worker and the queues
    // that use it are closed; stop() below ends it last.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `redis-server exited (${signal ?? code})`;
  });
  child.stderr?.on('data', (chunk: Buffer) => logger.debug({ embedded: 'redis' }, chunk.toString()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (exited) throw new Error(exited);
    try {
      await pingRedis(url);
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        child.kill();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    source: 'embedded',
    stop: async () => {
      if (child.exitCode !== null) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    },
  };
}

/**
 * Finds Redis: REDIS_URL if set, else the local server on 127.0.0.1:6379, else a `redis-server`
 * from PATH started on its own port with its data under `<dataDir>/redis`.
 */
export function resolveRedis(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  logger: Logger;
  probeLocal?: boolean;
}): Promise<ResolvedService> {
  const { env, dataDir, logger, probeLocal = true } = options;
  return findService({
    name: 'Redis',
    envVar: 'REDIS_URL',
    envUrl: env.REDIS_URL,
    localUrl: LOCAL_REDIS_URL,
    localWhere: 'at 127.0.0.1:6379',
    probeLocal,
    probe: pingRedis,
    startEmbedded: async () => {
      const binary = findOnPath('redis-server', env);
      if (!binary) throw new Error('no redis-server binary on PATH');
      try {
        return await startEmbedded(binary, dataDir, logger);
      } catch (error) {
        throw new Error(`${binary} could not start: ${String(error)}`, { cause: error });
      }
    },
    remedies: [
      'set REDIS_URL=redis://HOST:6379;',
      'or install Redis 7 so that redis-server is on PATH (Debian/Ubuntu: apt-get install redis-server;',
      '  macOS: brew install redis); npm start then runs it by itself.',
    ],
  });
}
