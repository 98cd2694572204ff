/**
 * The load-test API (server/src/http/loadtest, modules/loadtest): off without LOADTEST_TOKEN (and in
 * production unless allowed), the bearer token checked, a lot and accounts prepared so that a
 * bidder's session places an accepted bid (socket and REST), and the cleanup leaving nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BidAnswer, ErrorBody, JoinAnswer } from '@kimoshdi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import type { Running } from '../../server/src/boot';
import { resolveLoadtestToken } from '../../server/src/config';
import { ask, connectGame, requestId } from '../support/auction';
import { call, postJson } from '../support/http';
import { startTestServer } from '../support/test-server';

const TOKEN = 'loadtest-token-for-the-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

interface Account {
  role: 'bidder' | 'watcher';
  user_id: number;
  buyer_number: string | null;
  cookie: string;
  csrf: string;
  csrf_header: string;
}

let server: Running;
/** The same deps served without the token: the API must not be there. */
let plain: Server;
let plainUrl: string;

beforeAll(async () => {
  server = await startTestServer({ LOADTEST_TOKEN: TOKEN });
  plain = createServer(
    createApp({ ...server.deps, config: { ...server.deps.config, loadtestToken: undefined } }),
  );
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => plain.close(resolve));
  await server.close();
});

function sums(tiyin: string): string {
  const value = BigInt(tiyin);
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
}

async function lotStatus(lotId: number): Promise<number | undefined> {
  const row = await server.deps.db
    .selectFrom('lots')
    .select('lot_status')
    .where('id', '=', lotId)
    .executeTakeFirst();
  return row?.lot_status;
}

describe('the load-test API switch', () => {
  it('answers the API 404 on every path when LOADTEST_TOKEN is not set', async () => {
    for (const [method, path] of [
      ['GET', '/api/loadtest/accounts'],
      ['POST', '/api/loadtest/lots'],
      ['DELETE', '/api/loadtest/accounts'],
      ['GET', '/api/loadtest/finished-lots?latest=1'],
    ] as const) {
      const answer = await call<ErrorBody>(plainUrl, path, { method, headers: auth });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.ERROR.code).toBe('NOT_FOUND');
    }
  });

  it('is never on in production unless LOADTEST_ALLOW_PRODUCTION is true', () => {
    const base = { LOADTEST_TOKEN: TOKEN, LOADTEST_ALLOW_PRODUCTION: false };
    expect(resolveLoadtestToken({ ...base, NODE_ENV: 'production' })).toBeUndefined();
    expect(resolveLoadtestToken({ ...base, NODE_ENV: 'production', LOADTEST_ALLOW_PRODUCTION: true })).toBe(
      TOKEN,
    );
    expect(resolveLoadtestToken({ ...base, NODE_ENV: 'development' })).toBe(TOKEN);
    expect(resolveLoadtestToken({ ...base, NODE_ENV: 'test', LOADTEST_TOKEN: undefined })).toBeUndefined();
  });

  it('refuses a missing or wrong token with 401 LOADTEST_TOKEN_INVALID', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong-token-wrong-token' },
      { authorization: TOKEN },
    ]) {
      const answer = await call<ErrorBody>(server.url, '/api/loadtest/accounts', { headers });
      expect(answer.status).toBe(401);
      expect(answer.body.ERROR.code).toBe('LOADTEST_TOKEN_INVALID');
      expect(answer.body.ERROR.message).toBeTruthy();
    }
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await call<{ accounts: number; lots: number }>(server.url, '/api/loadtest/accounts', {
      headers: auth,
    });
    for (const [path, body] of [
      ['/api/loadtest/lots', { start_price: 1000, step: 50, duration_s: 5 }],
      ['/api/loadtest/lots', { start_price: -1, step: 50, duration_s: 60 }],
      ['/api/loadtest/lots', { start_price: 1000, step: 50, duration_s: 60, starts_in_s: 601 }],
      ['/api/loadtest/lots', { start_price: 1000, step: 50, duration_s: 60, title: 'Storm\u0007' }],
      ['/api/loadtest/accounts', { lot_id: 1, bidders: 2001, watchers: 0 }],
      ['/api/loadtest/accounts', { lot_id: 1, bidders: 1, watchers: 20_001 }],
      ['/api/loadtest/accounts', { lot_id: 'x', bidders: 1, watchers: 0 }],
    ] as const) {
      const answer = await postJson(server.url, path, body, auth);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body as ErrorBody).ERROR.code).toBe('VALIDATION');
    }
    const after = await call(server.url, '/api/loadtest/accounts', { headers: auth });
    expect(after.body).toEqual(before.body);
  });
});

describe('a prepared lot', () => {
  let lotId: number;
  let accounts: Account[];

  it('creates a load-test lot that goes live by its schedule', async () => {
    const answer = await postJson(
      server.url,
      '/api/loadtest/lots',
      { start_price: 1_000_000, step: 50_000, duration_s: 120, starts_in_s: 2, title: 'Storm' },
      auth,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const lot = answer.body as {
      lot_id: number;
      starts_at: string;
      ends_at: string;
      start_price: number;
      step: number;
    };
    expect(lot.start_price).toBe(1_000_000);
    // The platform's first step: 5 % of the start price.
    expect(lot.step).toBe(50_000);
    expect(Date.parse(lot.ends_at) - Date.parse(lot.starts_at)).toBe(120_000);
    lotId = lot.lot_id;

    const made = await postJson(
      server.url,
      '/api/loadtest/accounts',
      { lot_id: lotId, bidders: 3, watchers: 2 },
      auth,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    accounts = (made.body as { lot_id: number; accounts: Account[] }).accounts;
    expect(accounts.map((a) => a.role)).toEqual(['bidder', 'bidder', 'bidder', 'watcher', 'watcher']);
    expect(accounts.filter((a) => a.role === 'bidder').map((a) => a.buyer_number)).toEqual(['1', '2', '3']);
    expect(accounts.filter((a) => a.role === 'watcher').every((a) => a.buyer_number === null)).toBe(true);
    for (const account of accounts) {
      expect(account.cookie).toMatch(/^sid=[\w-]+; csrf=\S+$/);
      expect(account.csrf_header).toBe('x-csrf-token');
    }

    // Each bidder: the deposit blocked (10 % of 1 000 000 so'm, in tiyin), the rest available.
    const bidder = accounts[0] as Account;
    const balances = await server.deps.db
      .selectFrom('ledger_accounts')
      .select(['kind', 'balance'])
      .where('user_id', '=', String(bidder.user_id))
      .execute();
    expect(Object.fromEntries(balances.map((b) => [b.kind, String(b.balance)]))).toEqual({
      available: '10000000',
      blocked: '10000000',
    });

    const deadline = Date.now() + 15_000;
    while ((await lotStatus(lotId)) !== 4 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect(await lotStatus(lotId)).toBe(4);

    const counts = await call(server.url, '/api/loadtest/accounts', { headers: auth });
    expect(counts.body).toMatchObject({ accounts: expect.any(Number), lots: expect.any(Number) });
    expect((counts.body as { accounts: number }).accounts).toBeGreaterThanOrEqual(5);
  });

  it('is not listed to visitors (search, tabs, the home page, similar lots) but opens by its address', async () => {
    const { lot_number: number } = await server.deps.db
      .selectFrom('lots')
      .select('lot_number')
      .where('id', '=', lotId)
      .executeTakeFirstOrThrow();
    const found = await call<{ items: { id: number }[]; total: number }>(
      server.url,
      `/api/shop/shop-lots/lot-list?i=0&q=${number}`,
    );
    expect(found.body.total).toBe(0);
    const live = await call<{ items: { id: number }[] }>(
      server.url,
      '/api/shop/shop-lots/lot-list?i=4&size=100',
    );
    expect(live.body.items.map((lot) => lot.id)).not.toContain(lotId);
    const home = await call<{ id: number }[]>(server.url, '/api/shop/shop-lots/active-lot-list?size=100');
    expect(home.body.map((lot) => lot.id)).not.toContain(lotId);
    const card = await call<{ id: number }>(server.url, `/api/shop/lot-card/details?lot_id=${lotId}`);
    expect(card.status).toBe(200);
    expect(card.body.id).toBe(lotId);
  });

  it("lets a bidder's session bid over the socket and REST, and a watcher join the room", async () => {
    const [first, second] = accounts as [Account, Account];
    const watcher = accounts[3] as Account;
    const watching = await connectGame(server, {
      userId: String(watcher.user_id),
      cookie: watcher.cookie,
      headers: {},
      cookies: [],
    });
    const seen = new Promise<number>((resolve) => watching.on('auction:bids', (event) => resolve(event.seq)));
    const watchJoin = await ask<JoinAnswer>(watching, 'auction:join', { lot_id: lotId });
    expect('ERROR' in watchJoin ? watchJoin : watchJoin.seat.role).toBe('viewer');

    const socket = await connectGame(server, {
      userId: String(first.user_id),
      cookie: first.cookie,
      headers: {},
      cookies: [],
    });
    const join = await ask<JoinAnswer>(socket, 'auction:join', { lot_id: lotId });
    if ('ERROR' in join) throw new Error(JSON.stringify(join));
    expect(join.seat).toMatchObject({ role: 'participant', buyer_number: 1 });
    const bid = await ask<BidAnswer>(socket, 'auction:bid', {
      lot_id: lotId,
      amount: sums(join.state.suggested_price),
      request_id: requestId(),
    });
    if ('ERROR' in bid) throw new Error(JSON.stringify(bid));
    expect(bid.bid).toMatchObject({ seq: 1, buyer_number: 1 });
    expect(await seen).toBe(1);

    // REST: the cookie and the CSRF token as given.
    const rest = await postJson(
      server.url,
      '/api/shop/game-view/bid',
      { lot_id: lotId, amount: sums(bid.state.suggested_price), request_id: requestId() },
      { cookie: second.cookie, [second.csrf_header]: second.csrf },
    );
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect((rest.body as BidAnswer).bid).toMatchObject({ seq: 2, buyer_number: 2 });
    socket.disconnect();
    watching.disconnect();
  });

  it('adds bidders to a live lot, who can bid at once', async () => {
    const made = await postJson(
      server.url,
      '/api/loadtest/accounts',
      { lot_id: lotId, bidders: 1, watchers: 0 },
      auth,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [late] = (made.body as { accounts: Account[] }).accounts as [Account];
    expect(late.buyer_number).toBe('4');
    const socket = await connectGame(server, {
      userId: String(late.user_id),
      cookie: late.cookie,
      headers: {},
      cookies: [],
    });
    const join = await ask<JoinAnswer>(socket, 'auction:join', { lot_id: lotId });
    if ('ERROR' in join) throw new Error(JSON.stringify(join));
    expect(join.seat.role).toBe('participant');
    const bid = await ask<BidAnswer>(socket, 'auction:bid', {
      lot_id: lotId,
      amount: sums(join.state.suggested_price),
      request_id: requestId(),
    });
    if ('ERROR' in bid) throw new Error(JSON.stringify(bid));
    expect(bid.bid).toMatchObject({ seq: 3, buyer_number: 4 });
    socket.disconnect();
  });

  it('lists the lot among the finished lots once closed, with its bids', async () => {
    // Marked closed by hand: a real close waits for the lot's end (10 s at the least).
    await server.deps.db
      .updateTable('auctions')
      .set({ closed_at: new Date() })
      .where('lot_id', '=', lotId)
      .execute();
    const answer = await call<{ lots: { lot_id: number; bids: number; finished_at: string }[] }>(
      server.url,
      '/api/loadtest/finished-lots?latest=1',
      { headers: auth },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.lots).toEqual([{ lot_id: lotId, bids: 3, finished_at: expect.any(String) }]);
    const all = await call<{ lots: unknown[] }>(server.url, '/api/loadtest/finished-lots', { headers: auth });
    expect(all.body.lots.length).toBeGreaterThanOrEqual(1);
  });

  it('removes every load-test account and lot in one call, and again finds nothing', async () => {
    const removed = await call<{ removed_accounts: number; removed_lots: number }>(
      server.url,
      '/api/loadtest/accounts',
      { method: 'DELETE', headers: auth },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.removed_lots).toBeGreaterThanOrEqual(1);
    expect(removed.body.removed_accounts).toBeGreaterThanOrEqual(6);
    const { db } = server.deps;
    expect(await lotStatus(lotId)).toBeUndefined();
    expect(await db.selectFrom('bids').select('seq').where('lot_id', '=', lotId).execute()).toEqual([]);
    const ids = accounts.map((a) => String(a.user_id));
    expect(await db.selectFrom('sessions').select('id').where('user_id', 'in', ids).execute()).toEqual([]);
    // Watchers left no record and are gone; bidders moved money: kept anonymised, deposits released.
    const left = await db
      .selectFrom('users')
      .select(['id', 'user_name', 'loadtest_removed_at'])
      .where('id', 'in', ids)
      .execute();
    expect(left.map((u) => String(u.id)).sort()).toEqual(ids.slice(0, 3).sort());
    expect(left.every((u) => u.user_name.startsWith('loadtest-removed-') && u.loadtest_removed_at)).toBe(
      true,
    );
    const blocked = await db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('user_id', 'in', ids)
      .where('kind', '=', 'blocked')
      .execute();
    expect(blocked.every((b) => String(b.balance) === '0')).toBe(true);

    const counts = await call(server.url, '/api/loadtest/accounts', { headers: auth });
    expect(counts.body).toEqual({ accounts: 0, lots: 0 });
    const again = await call(server.url, '/api/loadtest/accounts', { method: 'DELETE', headers: auth });
    expect(again.body).toMatchObject({ removed_accounts: 0, removed_lots: 0 });
  });
});
