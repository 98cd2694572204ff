/**
 * A web process's shutdown, in the order a rolling restart behind nginx needs (docs/decisions.md
 * "Rolling restarts behind nginx"): /readyz fails at once; for SHUTDOWN_DRAIN_MS every request is
 * still served but its connection closed after the answer (the proxy's kept connections leave);
 * then new connections are refused (nginx tries the next replica) while the request in flight
 * finishes.
 */
import { Agent, get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { startTestServer } from '../support/test-server';

const DRAIN_MS = 1_500;

/** A GET on a connection of its own: its status, its Connection header, or the connection's error code. */
function request(
  url: string,
): Promise<{ status: number; connection: string | undefined } | { error: string }> {
  return new Promise((resolve) => {
    // A client that keeps connections, as nginx does (keepalive): the server decides to close.
    const agent = new Agent({ keepAlive: true });
    const req = get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => {
        agent.destroy();
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      agent.destroy();
      resolve({ error: error.code ?? error.message });
    });
  });
}

describe('shutdown of a web process', () => {
  let server: Running;
  let closed = false;

  beforeAll(async () => {
    server = await startTestServer({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
  });
  afterAll(async () => {
    if (server && !closed) await server.close();
  });

  it('fails readiness first, drains, then refuses new connections while the one in flight finishes', async () => {
    const content = server.deps.services.content as unknown as Record<string, unknown>;
    const dynamicList = (content.dynamicList as (...args: unknown[]) => Promise<unknown>).bind(content);
    // A request that takes longer than the drain.
    content.dynamicList = async (...args: unknown[]) => {
      await sleep(DRAIN_MS + 1_000);
      return dynamicList(...args);
    };
    const before = await request(`${server.url}/healthz`);
    expect(before).toEqual({ status: 200, connection: 'keep-alive' });

    const inFlight = request(`${server.url}/api/shop/dictionaries/get-dynamic-list`);
    await sleep(100);
    closed = true;
    const started = Date.now();
    const closing = server.close();

    // Unready at once, still serving: each answer ends its connection.
    expect(await request(`${server.url}/readyz`)).toEqual({ status: 503, connection: 'close' });
    expect(await request(`${server.url}/api/shop/common/date`)).toEqual({ status: 200, connection: 'close' });

    // After the drain: no new connection is taken.
    await sleep(Math.max(0, DRAIN_MS + 300 - (Date.now() - started)));
    expect(await request(`${server.url}/healthz`)).toEqual({ error: 'ECONNREFUSED' });

    // The request in flight got its answer, and the close waited for it.
    expect(await inFlight).toMatchObject({ status: 200 });
    await closing;
    expect(Date.now() - started).toBeGreaterThanOrEqual(DRAIN_MS + 900);
  });
});
