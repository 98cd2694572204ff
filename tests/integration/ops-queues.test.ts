/**
 * /ops/queues: the operators' read-only view of the BullMQ queues (bull-board). Guests 401, other
 * roles 403; an operator sees every queue; nothing can be changed through it: a call without the
 * CSRF token is refused before bull-board, one with it is refused by the read-only board.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { call } from '../support/http';
import { signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

let server: Running;
let operator: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  operator = await signIn(server, { role: 'operator' });
  buyer = await signIn(server, { role: 'buyer' });
});
afterAll(async () => {
  await server?.close();
});

describe('/ops/queues', () => {
  it('refuses guests (401) and other roles (403) in the one error body', async () => {
    for (const path of ['/ops/queues', '/ops/queues/api/queues']) {
      const guest = await call<{ ERROR: { code: string } }>(server.url, path);
      expect(guest.status, path).toBe(401);
      expect(guest.body.ERROR.code).toBe('UNAUTHORIZED');
      const other = await call<{ ERROR: { code: string } }>(server.url, path, {
        headers: { cookie: buyer.cookie },
      });
      expect(other.status, path).toBe(403);
      expect(other.body.ERROR.code).toBe('FORBIDDEN');
    }
  });

  it("shows an operator the board's page and every queue, read only", async () => {
    const page = await call<string>(server.url, '/ops/queues', { headers: { cookie: operator.cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('<base href="/ops/queues/"');

    const list = await call<{ queues: { name: string; readOnlyMode: boolean; allowRetries: boolean }[] }>(
      server.url,
      '/ops/queues/api/queues',
      { headers: { cookie: operator.cookie } },
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const { maintenance, auction, messages } = server.deps.queues;
    expect(list.body.queues.map((queue) => queue.name).sort()).toEqual(
      [maintenance.name, auction.name, messages.name].sort(),
    );
    for (const queue of list.body.queues) {
      expect(queue.readOnlyMode).toBe(true);
      expect(queue.allowRetries).toBe(false);
    }
  });

  it('changes nothing: without the CSRF token 403, with it the read-only board refuses', async () => {
    const queue = server.deps.queues.messages.name;
    const retry = `/ops/queues/api/queues/${encodeURIComponent(queue)}/retry/failed`;
    const forged = await call<{ ERROR: { code: string } }>(server.url, retry, {
      method: 'PUT',
      headers: { cookie: operator.cookie },
    });
    expect(forged.status).toBe(403);
    expect(forged.body.ERROR.code).toBe('CSRF_INVALID');

    const withToken = await call(server.url, retry, { method: 'PUT', headers: operator.headers });
    expect(withToken.status).toBe(405);
    const pause = await call(server.url, `/ops/queues/api/queues/${encodeURIComponent(queue)}/pause`, {
      method: 'PUT',
      headers: operator.headers,
    });
    expect(pause.status).toBe(405);
    expect(await server.deps.queues.messages.isPaused()).toBe(false);
  });
});
