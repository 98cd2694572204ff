import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { EMBEDDED_REDIS_PORT, pingRedis } from '../../server/src/infra/redis';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs a server entry as its own process and collects what it prints. */
function startProcess(entry: string, env: Record<string, string>, options: { ownGroup?: boolean } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a test can signal the group the way a terminal's Ctrl-C does.
    detached: options.ownGroup ?? false,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, ms = 30_000) => {
    const deadline = Date.now() + ms;
    while (!pattern.test(output)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; output:\n${output}`);
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}; output:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return output;
  };
  return { child, exited, waitFor, output: () => output };
}

describe('the web process', () => {
  it('finishes in-flight requests and exits cleanly on SIGTERM', async () => {
    const web = startProcess('server/src/main.ts', {
      DATABASE_URL: inject('databaseUrl'),
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: `${inject('redisPrefix')}proc:`,
      PORT: '0',
      HOST: '127.0.0.1',
    });
    const text = await web.waitFor(/"url":"http:\/\/127\.0\.0\.1:\d+"/);
    const url = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(text)?.[1] ?? '';
    const answer = await fetch(`${url}/api/shop/common/date`, { headers: { connection: 'keep-alive' } });
    expect(answer.status).toBe(200);

    web.child.kill('SIGTERM');
    expect(await web.exited).toBe(0);
    expect(web.output()).toMatch(/shutting down/);
    expect(web.output()).toMatch(/"msg":"stopped"/);
    await expect(fetch(`${url}/api/shop/common/date`)).rejects.toThrow();
  });

  it('says which setting is wrong instead of starting with a bad configuration', async () => {
    const web = startProcess('server/src/main.ts', {
      DATABASE_URL: 'mysql://nope',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PORT: 'x',
    });
    expect(await web.exited).toBe(1);
    expect(web.output()).toMatch(/invalid configuration/);
    expect(web.output()).toMatch(/DATABASE_URL/);
    expect(web.output()).toMatch(/PORT/);
  });
});

describe('npm start when nothing can serve', () => {
  it('names what is missing and how to get it', async () => {
    const start = startProcess('server/src/start.ts', {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/kimoshdi',
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    expect(await start.exited).toBe(1);
    expect(start.output()).toMatch(/Kimoshdi cannot start/);
    expect(start.output()).toMatch(/DATABASE_URL is set but cannot be reached/);
  });

  it('says Redis is missing when no Redis answers and none is on PATH', async () => {
    const start = startProcess('server/src/start.ts', {
      DATABASE_URL: inject('databaseUrl'),
      REDIS_URL: '',
      KIMOSHDI_SKIP_LOCAL_SERVICES: '1',
      PATH: mkdtempSync(path.join(tmpdir(), 'no-redis-')),
    });
    expect(await start.exited).toBe(1);
    expect(start.output()).toMatch(/Redis is missing/);
    expect(start.output()).toMatch(/no redis-server binary on PATH/);
    expect(start.output()).toMatch(/apt-get install redis-server/);
  });
});

describe('npm start on Ctrl-C', () => {
  it('finishes its shutdown when the launcher repeats the SIGINT 30 ms later', async () => {
    // Its own database: npm start seeds the demo, which must not reach the run's shared database.
    const databaseUrl = new URL(inject('databaseUrl'));
    databaseUrl.pathname = `${databaseUrl.pathname}_start`;
    const embeddedRedis = `redis://127.0.0.1:${EMBEDDED_REDIS_PORT}`;
    await expect(pingRedis(embeddedRedis), 'no embedded Redis runs before the test').rejects.toThrow();
    const start = startProcess(
      'server/src/start.ts',
      {
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: '',
        REDIS_PREFIX: `${inject('redisPrefix')}start:`,
        KIMOSHDI_SKIP_LOCAL_SERVICES: '1',
        PORT: '0',
        HOST: '127.0.0.1',
      },
      { ownGroup: true },
    );
    try {
      await start.waitFor(/Demo buyer: sign in/, 90_000);
      expect(start.output()).toMatch(/"redis":"embedded"/);
      const pid = start.child.pid ?? 0;
      // The terminal signals the whole group; npm's launcher passes the same signal on ~30 ms later.
      process.kill(-pid, 'SIGINT');
      await new Promise((resolve) => setTimeout(resolve, 30));
      process.kill(-pid, 'SIGINT');

      expect(await start.exited).toBe(0);
      const lines = start
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      const shuttingDown = lines.indexOf('shutting down');
      expect(shuttingDown).toBeGreaterThan(-1);
      expect(lines.indexOf('stopped')).toBeGreaterThan(shuttingDown);
      expect(lines.filter((msg) => msg === 'error while shutting down')).toEqual([]);
      await expect(pingRedis(embeddedRedis), 'the embedded Redis is stopped').rejects.toThrow();
    } finally {
      if (start.child.exitCode === null) start.child.kill('SIGKILL');
      const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${databaseUrl.pathname.slice(1)}" WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
