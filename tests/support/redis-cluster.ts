/**
 * A real Redis Cluster of three masters on loopback, from the `redis-server` binary: each node in
 * its own directory of a temp dir, on free ports, joined with `redis-cli --cluster create` and
 * waited for until every node says cluster_state:ok. No replicas: enough to spread slots over three
 * shards (a key's slot decides its node, so a cross-slot command fails as in production).
 *
 * `findRedisServer()` says whether the binaries are there; tests skip with its message otherwise.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const READY_TIMEOUT_MS = 30_000;

export interface RedisClusterNode {
  host: string;
  port: number;
}

export interface LocalRedisCluster {
  nodes: RedisClusterNode[];
  /** `host:port,host:port,...`, as REDIS_CLUSTER_NODES takes it. */
  nodesText: string;
  stop(): Promise<void>;
}

/** Why there can be no local cluster here, or undefined when redis-server and redis-cli run. */
export function whyNoRedisCluster(): string | undefined {
  for (const binary of ['redis-server', 'redis-cli']) {
    const probe = spawnSync(binary, ['--version'], { encoding: 'utf8' });
    if (probe.error || probe.status !== 0) {
      return `no ${binary} on PATH: install Redis 7 (apt-get install redis-server) to run the Redis Cluster tests`;
    }
  }
  const version = /v=(\d+)\./.exec(spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).stdout);
  if (Number(version?.[1] ?? 0) < 7) return 'redis-server is older than 7: sharded Pub/Sub needs Redis 7';
  return undefined;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Ports p with p + 10000 (the cluster bus) free too. */
async function clusterPort(taken: Set<number>): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port > 55_000 || taken.has(port)) continue;
    const bus = createServer().listen(port + 10_000, '127.0.0.1');
    const ok = await new Promise<boolean>((resolve) => {
      bus.once('listening', () => resolve(true));
      bus.once('error', () => resolve(false));
    });
    if (ok) await new Promise<void>((resolve) => bus.close(() => resolve()));
    if (ok) {
      taken.add(port);
      return port;
    }
  }
}

function cli(port: number, ...args: string[]): string {
  const result = spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (result.status !== 0) throw new Error(`redis-cli ${args.join(' ')}: ${result.stderr || result.stdout}`);
  return result.stdout;
}

export async function startRedisCluster(masters = 3): Promise<LocalRedisCluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kimoshdi-redis-cluster-'));
  const taken = new Set<number>();
  const processes: ChildProcess[] = [];
  const nodes: RedisClusterNode[] = [];
  const stop = async () => {
    await Promise.all(
      processes.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGKILL');
        await exited;
      }),
    );
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < masters; index += 1) {
      const port = await clusterPort(taken);
      const child = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          `nodes-${port}.conf`,
          '--cluster-node-timeout',
          '5000',
          '--dir',
          dir,
          '--save',
          '',
          '--appendonly',
          'no',
        ],
        { stdio: 'ignore' },
      );
      processes.push(child);
      nodes.push({ host: '127.0.0.1', port });
    }
    for (const node of nodes) await waitFor(() => cli(node.port, 'PING').trim() === 'PONG');
    cli(
      nodes[0]!.port,
      '--cluster',
      'create',
      ...nodes.map((node) => `${node.host}:${node.port}`),
      '--cluster-replicas',
      '0',
      '--cluster-yes',
    );
    for (const node of nodes) {
      await waitFor(() => cli(node.port, 'CLUSTER', 'INFO').includes('cluster_state:ok'));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { nodes, nodesText: nodes.map((node) => `${node.host}:${node.port}`).join(','), stop };
}

async function waitFor(check: () => boolean): Promise<void> {
  const until = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      if (check()) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > until) throw new Error('the local Redis Cluster did not become ready');
    await sleep(100);
  }
}
