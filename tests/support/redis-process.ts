/**
 * A redis-server of the test's own on a free loopback port, for faults that stop or restart Redis
 * (tests/faults): the machine's Redis is never touched. No persistence, so a restart comes back
 * empty, as a Redis that lost its memory does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Whether redis-server is on the PATH (the machine's Redis may be a service without it). */
export function hasRedisServer(): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, 'redis-server')));
}

export interface RedisProcess {
  url: string;
  port: number;
  /** SIGSTOP: the process holds its connections and answers nothing, as a frozen host does. */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
  /** SIGKILL and a new empty server on the same port. */
  restartEmpty(): Promise<void>;
  stop(): Promise<void>;
}

/** A port free on 127.0.0.1 now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: 'ignore' },
  );
  const until = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server on ${port} exited (${child.exitCode})`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`redis-server on ${port} did not answer within 10 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGCONT');
  child.kill('SIGKILL');
  await exited;
}

export async function startRedisProcess(): Promise<RedisProcess> {
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    async restartEmpty() {
      await kill(child);
      child = await launch(port);
    },
    stop: () => kill(child),
  };
}
