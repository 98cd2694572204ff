/**
 * A Kimoshdi server in its own process, on the test run's database and Redis prefix (the values
 * tests/support/global-setup.ts injects, as testConfig uses them), so a test can kill it with
 * SIGKILL mid-work and start another: what a crash and a restart look like to the deployment.
 * The same idea as loadtest/lib/child-server.ts, with kill() added.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { inject } from 'vitest';

const ENTRY = path.join(import.meta.dirname, 'child-server-entry.ts');
// Generous: a loaded CI machine (or two children booting at once) takes tens of seconds to load tsx.
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ChildServer {
  url: string;
  pid: number;
  /** SIGKILL: no shutdown code runs, in-flight work is lost as in a crash. Resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM and a clean close (SIGKILL if it hangs). */
  stop(): Promise<void>;
}

/** The environment of testConfig(), as a child process reads it. */
export function childServerEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: inject('databaseUrl'),
    DATABASE_POOL_SIZE: '4',
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: inject('redisPrefix'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
  };
}

function gone(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export async function startChildServer(overrides: Record<string, string> = {}): Promise<ChildServer> {
  const child = fork(ENTRY, [], {
    execArgv: ['--import', 'tsx'],
    env: childServerEnv(overrides),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start the child server');
  const exited = once(child, 'exit');

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the child server did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('message', (message: { url?: string; error?: string }) => {
      clearTimeout(timer);
      if (message.url) resolve(message.url);
      else reject(new Error(`the child server failed to start: ${message.error ?? 'no reason given'}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the child server exited (${code ?? signal}) before listening`));
    });
  });

  return {
    url,
    pid,
    async kill() {
      if (gone(child)) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (gone(child)) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
