/**
 * The live auction engine through its two doors (Socket.IO and REST game-view) on the real server,
 * PostgreSQL and Redis: acks only after the record has the bid, broadcasts in seq order, one bid
 * per request id, every kind of bad input refused with its code while nothing changes, the state
 * rebuilt after Redis loses it, the reconciler, over-time, pause and resume, close.
 */
import {
  formatTiyin,
  type BidAnswer,
  type ErrorBody,
  type GameState,
  type JoinAnswer,
  type LotGameInfo,
} from '@kimoshdi/shared';
import { describe, expect, it } from 'vitest';
import { createAuctionScripts } from '../../server/src/redis/lua';
import { translate } from '../../server/src/lib/i18n';
import type { Logger } from '../../server/src/lib/logger';
import { FRESH_MS } from '../../server/src/modules/auction/engine/known-lots';
import { IN_FLIGHT_MS, reconcileAll } from '../../server/src/modules/auction/engine/reconciler';
import { ask, createLiveAuction, requestId, useGameServer, type GameClient } from '../support/auction';
import { call, postJson } from '../support/http';
import { signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

const site = useGameServer();

const connect = (user?: TestUser) => site.connect(user);

/** A logger that keeps the warnings' messages (the reconciler's gap warning is under test). */
function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  const ignore = () => undefined;
  return {
    warnings,
    warn: (_fields: unknown, message?: string) => void warnings.push(message ?? String(_fields)),
    debug: ignore,
    info: ignore,
    error: ignore,
  } as unknown as Logger & { warnings: string[] };
}

async function storedBids(lotId: number) {
  return site.server.deps.db
    .selectFrom('bids')
    .select(['seq', 'user_id', 'amount', 'kind'])
    .where('lot_id', '=', lotId)
    .orderBy('seq')
    .execute();
}

function isError(answer: unknown): answer is ErrorBody {
  return typeof answer === 'object' && answer !== null && 'ERROR' in answer;
}

describe('bidding over the socket', () => {
  it('acknowledges a bid once it is in PostgreSQL and broadcasts it to the room', async () => {
    const { lot, bidders } = await createLiveAuction(site.server);
    const [alice, bob] = bidders as [NonNullable<(typeof bidders)[0]>, NonNullable<(typeof bidders)[0]>];
    const aliceSocket = await connect(alice);
    const bobSocket = await connect(bob);
    const joined = await ask<JoinAnswer>(aliceSocket, 'auction:join', { lot_id: lot.id });
    if (isError(joined)) throw new Error(joined.ERROR.message);
    expect(joined.seat).toMatchObject({ role: 'participant', buyer_number: 1 });
    expect(joined.state).toMatchObject({
      status: 'live',
      seq: 0,
      suggested_price: '1050000000',
      price: null,
    });
    await ask<JoinAnswer>(bobSocket, 'auction:join', { lot_id: lot.id });

    const seen = new Promise<{ seq: number; state: GameState }>((resolve) =>
      bobSocket.once('auction:bids', (event) => resolve(event)),
    );
    const answer = await ask<BidAnswer>(aliceSocket, 'auction:bid', {
      lot_id: lot.id,
      amount: '10 500 000',
      request_id: requestId(),
    });
    if (isError(answer)) throw new Error(answer.ERROR.message);
    // The ack came: the record already holds the bid.
    expect(await storedBids(lot.id)).toEqual([
      { seq: 1, user_id: alice.userId, amount: '1050000000', kind: 'manual' },
    ]);
    expect(answer.bid).toMatchObject({ seq: 1, amount: '1050000000', buyer_number: 1 });
    expect(answer.state).toMatchObject({
      leader_number: 1,
      price: '1050000000',
      suggested_price: '1100000000',
    });
    const event = await seen;
    expect(event.seq).toBe(1);
    expect(event.state.price).toBe('1050000000');
  });

  it('refuses garbage and oversized payloads and keeps serving the others', async () => {
    const { lot, bidders } = await createLiveAuction(site.server);
    const socket = await connect(bidders[0]);
    for (const payload of [
      'garbage',
      null,
      42,
      { lot_id: 'x' },
      { lot_id: lot.id, amount: {}, request_id: 'short' },
    ]) {
      const answer = await ask(socket, 'auction:bid', payload);
      expect(isError(answer) && answer.ERROR.code).toBe('VALIDATION');
    }
    const big = await connect(bidders[1]);
    const closed = new Promise<string>((resolve) => big.once('disconnect', (reason) => resolve(reason)));
    big.emit(
      'auction:bid',
      { lot_id: lot.id, amount: '1'.repeat(40_000), request_id: requestId() },
      () => undefined,
    );
    expect(await closed).toBeTruthy();
    const still = await ask<BidAnswer>(socket, 'auction:bid', {
      lot_id: lot.id,
      amount: 10_500_000,
      request_id: requestId(),
    });
    expect(isError(still)).toBe(false);
    expect(await storedBids(lot.id)).toHaveLength(1);
  });

  it('answers the guest and the non-participant with their codes', async () => {
    const { lot } = await createLiveAuction(site.server);
    const guest = await connect();
    const guestJoin = await ask<JoinAnswer>(guest, 'auction:join', { lot_id: lot.id });
    expect(!isError(guestJoin) && guestJoin.seat.role).toBe('guest');
    const guestBid = await ask(guest, 'auction:bid', {
      lot_id: lot.id,
      amount: '10500000',
      request_id: requestId(),
    });
    expect(isError(guestBid) && guestBid.ERROR.code).toBe('UNAUTHORIZED');

    const stranger = await signIn(site.server, { role: 'buyer' });
    const socket = await connect(stranger);
    const join = await ask<JoinAnswer>(socket, 'auction:join', { lot_id: lot.id });
    expect(!isError(join) && join.seat.role).toBe('viewer');
    const bid = await ask(socket, 'auction:bid', {
      lot_id: lot.id,
      amount: '10500000',
      request_id: requestId(),
    });
    expect(isError(bid) && bid.ERROR).toMatchObject({ code: 'NOT_PARTICIPANT' });
    expect(await storedBids(lot.id)).toHaveLength(0);
  });

  it("refuses bids below the known price in each bidder's language, the same answer again at one price", async () => {
    const { lot, bidders } = await createLiveAuction(site.server);
    const [alice, bob] = [bidders[0]!, bidders[1]!];
    const aliceSocket = await connect(alice);
    const bobUz = await connect(bob);
    const bobRu = await connect({ ...bob, cookie: `${bob.cookie}; lang=ru` });
    const bid = (socket: GameClient, amount: string) =>
      ask<BidAnswer>(socket, 'auction:bid', { lot_id: lot.id, amount, request_id: requestId() });
    const accepted = await bid(aliceSocket, '10 500 000');
    if (isError(accepted)) throw new Error(accepted.ERROR.message);
    const suggested = accepted.state.suggested_price;
    const low = { code: 'BID_TOO_LOW', data: { lot_id: lot.id, suggested } };
    // The process learns the lot from Redis after an answer; from then on the refusal comes from memory.
    await expect.poll(async () => ((await bid(bobUz, '10 600 000')) as ErrorBody).ERROR).toMatchObject(low);
    const params = { suggested: formatTiyin(suggested, { currency: true }) };
    for (let round = 0; round < 2; round += 1) {
      const [uz, ru] = (await Promise.all([
        bid(bobUz, '10 600 000'),
        bid(bobRu, '10 600 000'),
      ])) as ErrorBody[];
      expect(uz).toEqual({ ERROR: { ...low, message: translate('uz', 'BID_TOO_LOW', params) } });
      expect(ru).toEqual({ ERROR: { ...low, message: translate('ru', 'BID_TOO_LOW', params) } });
    }
    // One refusal object per lot and price, so its body is worded once per language.
    const { engine } = site.server.deps.auction;
    const input = { lotId: lot.id, userId: bob.userId, amount: 1_060_000_000n, requestId: requestId() };
    const first = engine.refuseAtOnce(input);
    expect(first?.code).toBe('BID_TOO_LOW');
    expect(engine.refuseAtOnce({ ...input, requestId: requestId() })).toBe(first);
    expect(await storedBids(lot.id)).toHaveLength(1);
  });

  it('rate-limits a flood from one user and still serves another', async () => {
    const { lot, bidders } = await createLiveAuction(site.server);
    const flooder = await connect(bidders[0]);
    const answers = await Promise.all(
      Array.from({ length: 150 }, () =>
        ask(flooder, 'auction:bid', { lot_id: lot.id, amount: '99000000', request_id: requestId() }),
      ),
    );
    const codes = answers.map((a) => (isError(a) ? a.ERROR.code : 'OK'));
    expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBeGreaterThan(50);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    const other = await connect(bidders[1]);
    const answer = await ask<BidAnswer>(other, 'auction:bid', {
      lot_id: lot.id,
      amount: '120000000',
      request_id: requestId(),
    });
    expect(isError(answer)).toBe(false);
  });
});

describe('bidding over REST', () => {
  it('makes one bid of a repeated request id', async () => {
    const { lot, bidders } = await createLiveAuction(site.server);
    const body = { lot_id: lot.id, amount: '10500000', request_id: requestId() };
    const first = await postJson(site.server.url, '/api/shop/game-view/bid', body, bidders[0]!.headers);
    const again = await postJson(site.server.url, '/api/shop/game-view/bid', body, bidders[0]!.headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect((first.body as BidAnswer).duplicate).toBe(false);
    expect(again.body).toMatchObject({ duplicate: true, bid: { seq: 1 } });
    expect(await storedBids(lot.id)).toHaveLength(1);
  });

  it('refuses a bid below the known price from memory, yet answers a repeat of an accepted one as a repeat', async () => {
    const { lot, bidders } = await createLiveAuction(site.server);
    const [alice, bob] = [bidders[0]!, bidders[1]!];
    const bid = (user: TestUser, amount: string, request_id = requestId()) =>
      postJson(
        site.server.url,
        '/api/shop/game-view/bid',
        { lot_id: lot.id, amount, request_id },
        user.headers,
      );
    const first = { amount: '10500000', request_id: requestId() };
    expect((await bid(alice, first.amount, first.request_id)).status).toBe(200);
    const bobs = await bid(bob, '11000000');
    expect(bobs.status).toBe(200);
    const suggested = (bobs.body as BidAnswer).state.suggested_price;
    // The process learns the lot from Redis after an answer: wait until a low bid is refused by it.
    await expect
      .poll(async () => ((await bid(alice, '10600000')).body as ErrorBody).ERROR)
      .toMatchObject({
        code: 'BID_TOO_LOW',
        data: { suggested },
      });
    // Alice's first request, repeated with its amount now below the price: its first answer.
    const again = await bid(alice, first.amount, first.request_id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ duplicate: true, bid: { seq: 1 } });
    // A pause decided behind this process's back: a bid below the price is refused as too low for
    // at most FRESH_MS (it would be refused either way), then as paused.
    const scripts = createAuctionScripts(site.server.deps.redis);
    await scripts.pause(site.server.deps.keys.lot(lot.id));
    const started = Date.now();
    await expect
      .poll(async () => ((await bid(alice, '10600000')).body as ErrorBody).ERROR.code, { timeout: 3000 })
      .toBe('AUCTION_PAUSED');
    expect(Date.now() - started).toBeLessThan(FRESH_MS + 1000);
    expect(await storedBids(lot.id)).toHaveLength(2);
  });

  it('refuses every kind of bad amount, lot and caller with its code, changing nothing', async () => {
    const { lot, bidders } = await createLiveAuction(site.server);
    const bid = (payload: unknown, headers = bidders[0]!.headers) =>
      postJson(site.server.url, '/api/shop/game-view/bid', payload, headers);
    const raw = (text: string) =>
      call(site.server.url, '/api/shop/game-view/bid', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bidders[0]!.headers },
        body: text,
      });
    const id = requestId;
    for (const amount of [
      0,
      -5,
      '-5',
      '10500000.005',
      'abc',
      '',
      Number.MAX_SAFE_INTEGER + 2,
      '90071992547409930',
    ]) {
      const answer = await bid({ lot_id: lot.id, amount, request_id: id() });
      expect([amount, answer.status]).toEqual([amount, 400]);
      expect((answer.body as ErrorBody).ERROR.code).toBe('VALIDATION');
    }
    const infinite = await raw(`{"lot_id":${lot.id},"amount":1e309,"request_id":"${id()}"}`);
    expect(infinite.status).toBe(400);

    const unknown = await bid({ lot_id: 2_000_000_000, amount: '10500000', request_id: id() });
    expect([unknown.status, (unknown.body as ErrorBody).ERROR.code]).toEqual([404, 'NOT_FOUND']);

    const low = await bid({ lot_id: lot.id, amount: '10400000', request_id: id() });
    expect(low.status).toBe(409);
    expect((low.body as ErrorBody).ERROR).toMatchObject({
      code: 'BID_TOO_LOW',
      data: { suggested: '1050000000' },
    });
    expect((low.body as ErrorBody).ERROR.message).toContain('10 500 000');

    const ok = await bid({ lot_id: lot.id, amount: '10500000', request_id: id() });
    expect(ok.status).toBe(200);
    const self = await bid({ lot_id: lot.id, amount: '11000000', request_id: id() });
    expect((self.body as ErrorBody).ERROR.code).toBe('ALREADY_LEADER');

    const stranger = await signIn(site.server);
    const foreign = await bid({ lot_id: lot.id, amount: '11000000', request_id: id() }, stranger.headers);
    expect([foreign.status, (foreign.body as ErrorBody).ERROR.code]).toEqual([403, 'NOT_PARTICIPANT']);

    const guest = await postJson(site.server.url, '/api/shop/game-view/bid', {
      lot_id: lot.id,
      amount: '1',
      request_id: id(),
    });
    expect(guest.status).toBe(403); // no CSRF token: refused before anything else
    expect(await storedBids(lot.id)).toHaveLength(1);
  });

  it('answers like every other call: security headers, request id, errors in the one shape', async () => {
    const { lot, bidders } = await createLiveAuction(site.server);
    const headers = bidders[0]!.headers;
    const ok = await postJson(
      site.server.url,
      '/api/shop/game-view/bid',
      { lot_id: lot.id, amount: '10500000', request_id: requestId() },
      { ...headers, 'x-request-id': 'bid-request-0001' },
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.headers.get('x-request-id')).toBe('bid-request-0001');
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const post = (body: string, extra: Record<string, string> = {}) =>
      call(site.server.url, '/api/shop/game-view/bid', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers, ...extra },
        body,
      });
    const malformed = await post('{"lot_id":');
    expect([malformed.status, (malformed.body as ErrorBody).ERROR.code]).toEqual([400, 'MALFORMED_JSON']);
    const huge = await post(
      JSON.stringify({ lot_id: lot.id, amount: '1', request_id: requestId(), pad: 'x'.repeat(20_000) }),
    );
    expect(huge.status).toBe(413);
    const russian = await post(JSON.stringify({ lot_id: lot.id, amount: '1', request_id: requestId() }), {
      cookie: `${headers.cookie}; lang=ru`,
    });
    expect((russian.body as ErrorBody).ERROR.message).toMatch(/[А-Яа-я]/);
    const staleToken = await post(
      JSON.stringify({ lot_id: lot.id, amount: '11000000', request_id: requestId() }),
      {
        'x-csrf-token': 'not-the-token',
      },
    );
    expect([staleToken.status, (staleToken.body as ErrorBody).ERROR.code]).toEqual([403, 'CSRF_INVALID']);
    // Signed out elsewhere: the session is gone from the record and from this process's cache.
    await site.server.deps.db.deleteFrom('sessions').where('user_id', '=', bidders[1]!.userId).execute();
    site.server.deps.services.sessions.forgetUser(bidders[1]!.userId);
    const signedOut = await postJson(
      site.server.url,
      '/api/shop/game-view/bid',
      { lot_id: lot.id, amount: '11000000', request_id: requestId() },
      bidders[1]!.headers,
    );
    // Its CSRF token was bound to the ended session: refused as the Express route refuses it.
    expect([signedOut.status, (signedOut.body as ErrorBody).ERROR.code]).toEqual([403, 'CSRF_INVALID']);
    expect(await storedBids(lot.id)).toHaveLength(1);
  });

  it('refuses a bid after the end', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { endsInMs: 1_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const late = await postJson(
      site.server.url,
      '/api/shop/game-view/bid',
      { lot_id: lot.id, amount: '10500000', request_id: requestId() },
      bidders[0]!.headers,
    );
    expect([late.status, (late.body as ErrorBody).ERROR.code]).toEqual([409, 'AUCTION_ENDED']);
  });
});

describe('the record and the Redis state', () => {
  it('rebuilds a lost state from PostgreSQL and bidding goes on from the same price', async () => {
    const { lot, bidders } = await createLiveAuction(site.server);
    const headers = bidders.map((b) => b.headers);
    await postJson(
      site.server.url,
      '/api/shop/game-view/bid',
      { lot_id: lot.id, amount: '10500000', request_id: requestId() },
      headers[0],
    );
    await postJson(
      site.server.url,
      '/api/shop/game-view/bid',
      { lot_id: lot.id, amount: '11000000', request_id: requestId() },
      headers[1],
    );
    const keys = site.server.deps.keys.lot(lot.id);
    await site.server.deps.redis.del(keys.state, keys.bids, keys.participants, keys.autobids, keys.requests);

    const info = await call<LotGameInfo>(
      site.server.url,
      `/api/shop/game-view/lot-game-info?lot_id=${lot.id}`,
    );
    expect(info.body.state).toMatchObject({
      seq: 2,
      price: '1100000000',
      leader_number: 2,
      suggested_price: '1150000000',
    });
    const next = await postJson(
      site.server.url,
      '/api/shop/game-view/bid',
      { lot_id: lot.id, amount: '11500000', request_id: requestId() },
      headers[0],
    );
    expect(next.body).toMatchObject({ bid: { seq: 3, amount: '1150000000' } });
    expect((await storedBids(lot.id)).map((b) => b.seq)).toEqual([1, 2, 3]);
  });

  it('copies a bid that reached Redis but not PostgreSQL', async () => {
    const { lot, bidders } = await createLiveAuction(site.server);
    await call(site.server.url, `/api/shop/game-view/lot-game-info?lot_id=${lot.id}`); // builds the state
    // The script ran, then the process "died" before the group commit.
    const scripts = createAuctionScripts(site.server.deps.redis);
    const answer = await scripts.placeBid(
      site.server.deps.keys.lot(lot.id),
      bidders[0]!.userId,
      1_050_000_000n,
      requestId(),
      60,
    );
    expect(answer.ok).toBe(true);
    expect(await storedBids(lot.id)).toHaveLength(0);
    const logger = recordingLogger();
    const ctx = { ...site.server.deps, logger, now: () => site.server.deps.auction.engine.now() };
    // Young, it may still be in its group commit: the periodic pass leaves it, and warns of nothing.
    expect(await reconcileAll(ctx)).toBe(0);
    expect(await storedBids(lot.id)).toHaveLength(0);
    expect(logger.warnings).toEqual([]);
    // Older than any commit takes: a real gap, copied, and the warning names it.
    const later = { ...ctx, now: () => site.server.deps.auction.engine.now() + IN_FLIGHT_MS + 1 };
    expect(await reconcileAll(later)).toBe(1);
    expect(await storedBids(lot.id)).toEqual([
      { seq: 1, user_id: bidders[0]!.userId, amount: '1050000000', kind: 'manual' },
    ]);
    expect(logger.warnings).toEqual(['reconciler copied bids the record lacked']);
  });

  it('does not call bids whose commit is in flight a gap, in a storm of ordinary bids', async () => {
    const { lot, bidders } = await createLiveAuction(site.server);
    await call(site.server.url, `/api/shop/game-view/lot-game-info?lot_id=${lot.id}`);
    const logger = recordingLogger();
    const ctx = {
      ...site.server.deps,
      logger,
      now: () => site.server.deps.auction.engine.now(),
      writer: site.server.deps.auction.engine.writer,
    };
    // Reconciler passes run while bids are accepted and committed, as on a live server.
    let bidding = true;
    const passes = (async () => {
      while (bidding) await reconcileAll(ctx);
    })();
    for (let i = 0; i < 20; i += 1) {
      const answer = await postJson(
        site.server.url,
        '/api/shop/game-view/bid',
        { lot_id: lot.id, amount: String(10_500_000 + i * 500_000), request_id: requestId() },
        bidders[i % 2]!.headers,
      );
      expect(answer.status).toBe(200);
    }
    bidding = false;
    await passes;
    expect((await storedBids(lot.id)).map((b) => b.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(logger.warnings).toEqual([]);
  });

  it('moves the end by over-time and keeps the record in step', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { endsInMs: 60_000, overTimeMinutes: 5 });
    const before = Date.now();
    const answer = await postJson(
      site.server.url,
      '/api/shop/game-view/bid',
      { lot_id: lot.id, amount: '10500000', request_id: requestId() },
      bidders[0]!.headers,
    );
    const endsAt = (answer.body as BidAnswer).state.ends_at;
    expect(endsAt).toBeGreaterThanOrEqual(before + 5 * 60_000 - 2_000);
    const row = await site.server.deps.db
      .selectFrom('lots')
      .select('ends_at')
      .where('id', '=', lot.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.ends_at).getTime()).toBe(endsAt);
    const overTime = await call<{ extended: boolean }>(
      site.server.url,
      `/api/shop/game-view/over-time?lot_id=${lot.id}`,
    );
    expect(overTime.body.extended).toBe(true);
  });

  it('pauses, refuses bids while paused, and resumes with the end moved', async () => {
    const { lot, bidders } = await createLiveAuction(site.server);
    const { engine } = site.server.deps.auction;
    const before = await engine.state(lot.id);
    await engine.pause(lot.id);
    const refused = await postJson(
      site.server.url,
      '/api/shop/game-view/bid',
      { lot_id: lot.id, amount: '10500000', request_id: requestId() },
      bidders[0]!.headers,
    );
    expect((refused.body as ErrorBody).ERROR.code).toBe('AUCTION_PAUSED');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const resumed = await engine.resume(lot.id);
    expect(resumed.lostMs).toBeGreaterThanOrEqual(250);
    expect(resumed.state.ends_at - before!.ends_at).toBe(resumed.lostMs);
    expect(resumed.state.suggested_price).toBe(before!.suggested_price);
  });

  it('closes only once the end has passed, idempotently', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { endsInMs: 1_500, overTimeMinutes: 0 });
    const { engine } = site.server.deps.auction;
    await postJson(
      site.server.url,
      '/api/shop/game-view/bid',
      { lot_id: lot.id, amount: '10500000', request_id: requestId() },
      bidders[0]!.headers,
    );
    expect(await engine.close(lot.id)).toMatchObject({ closed: false, reason: 'not-yet' });
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    const closed = await engine.close(lot.id);
    if (closed.closed) {
      expect(closed).toMatchObject({ closed: true, state: { status: 'closed', seq: 1 } });
      // Idempotent: closed again, unless the server's own sweep settled and forgot the lot in
      // between (then it is no longer live).
      const again = await engine.close(lot.id);
      expect(again.closed ? again.state.status : again.reason).toBe(again.closed ? 'closed' : 'not-live');
    } else {
      // On a loaded machine the server's own sweep may close and settle the lot first: then it is
      // no longer live, and the record holds the one close, with the one bid's winner.
      expect(closed).toMatchObject({ reason: 'not-live' });
      const record = await site.server.deps.db
        .selectFrom('auctions')
        .select(['closed_at', 'winner_buyer_number'])
        .where('lot_id', '=', lot.id)
        .executeTakeFirstOrThrow();
      expect(record.closed_at).not.toBeNull();
      expect(record.winner_buyer_number).toBe(1);
    }
  });
});

describe('several server processes on one Redis', () => {
  it('deliver a bid made on one to a watcher on the other', async () => {
    const second = await startTestServer();
    try {
      const { lot, bidders } = await createLiveAuction(site.server);
      const watcher = await site.connect(undefined, second);
      await ask(watcher, 'auction:join', { lot_id: lot.id });
      const seen = new Promise<number>((resolve) =>
        watcher.once('auction:bids', (event) => resolve(event.seq)),
      );
      const bidder = await connect(bidders[0]);
      await ask(bidder, 'auction:join', { lot_id: lot.id });
      await ask<BidAnswer>(bidder, 'auction:bid', {
        lot_id: lot.id,
        amount: '10500000',
        request_id: requestId(),
      });
      expect(await seen).toBe(1);
    } finally {
      await second.close();
    }
  });
});
