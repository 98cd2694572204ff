import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  tashkentDay,
  type AutoBidAnswer,
  type BidAnswer,
  type ErrorBody,
  type JoinAnswer,
} from '@kimoshdi/shared';
import { userBansAnswerSchema } from '@kimoshdi/shared/api/shop/user-bans';
import type { BanReason } from '@kimoshdi/shared/domain/blacklist/bar';
import { tellLiftedBars } from '../../server/src/modules/blacklist';
import { insertBlacklistEntry } from '../../server/src/modules/blacklist/blacklist.repository';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { ask, connectGame, createLiveAuction, requestId, type GameClient } from '../support/auction';
import { createTestLot, uniqueLotNumber, uniqueMarker } from '../support/catalogue';
import { call, postJson } from '../support/http';
import { balancesOf, expectLedgerConsistent, recordCounts } from '../support/ledger';
import { signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';
import type { Running } from '../../server/src/boot';

/**
 * Bans that stop a barred user: applying and bidding refuse a user the blacklist bars today
 * (matched by PINFL or STIR, end day included), nothing changes; user/bans shows the caller's own.
 */
let server: Running;
const sockets: GameClient[] = [];
const marker = uniqueMarker();
const today = tashkentDay(new Date());
const DEPOSIT = 10_000_000n;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.close();
});

const digits = (n: number) =>
  Array.from({ length: n }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(10))).join('');
const dmy = (day: string) => day.split('-').reverse().join('.');
const errorOf = (body: unknown) => (body as ErrorBody).ERROR;

/** A signed-in buyer with ids (the PINFL, or the STIR when `by` says so) and money for deposits. */
async function person(by: 'pinfl' | 'stir' = 'pinfl', user?: TestUser) {
  const signedIn = user ?? (await signIn(server, { role: 'buyer' }));
  const ids = { pinfl: by === 'pinfl' ? digits(14) : null, stir: by === 'stir' ? digits(9) : null };
  await server.deps.db.updateTable('users').set(ids).where('id', '=', signedIn.userId).execute();
  await topUp(server.deps.db, {
    userId: signedIn.userId,
    amount: DEPOSIT * 3n,
    businessKey: `test-bans-${marker}-${signedIn.userId}`,
  });
  return { ...signedIn, ...ids };
}
type Person = Awaited<ReturnType<typeof person>>;

async function bar(
  who: Pick<Person, 'pinfl' | 'stir'>,
  { from = addDays(today, -3), until = addDays(today, 57), reason = 'refused' as BanReason, lot = '' } = {},
) {
  const lotNumber = lot || uniqueLotNumber('BAN-');
  await insertBlacklistEntry(server.deps.db, {
    name: 'Test Barred',
    lotNumber,
    tin: who.stir,
    pinfl: who.pinfl,
    startDate: from,
    endDate: until,
    reason,
  });
  // The trigger's notice refreshes every web process; the tests wait for that read instead of racing it.
  await server.deps.auction.barred.refresh();
  return lotNumber;
}

async function openLot(): Promise<number> {
  const now = Date.now();
  const lot = await createTestLot(server.deps.db, {
    name: { uz: `${marker} uy`, ru: `${marker} дом` },
    lotStatus: 2,
    startPrice: 100_000_000n,
    depositPercent: 10,
    startsAt: new Date(now + 86_400_000),
    endsAt: new Date(now + 90_000_000),
  });
  return lot.id;
}

const apply = (user: TestUser, lotId: number, headers: Record<string, string> = {}) =>
  postJson(
    server.url,
    '/api/shop/cabinet/my-application',
    { lot_id: lotId },
    { ...user.headers, ...headers },
  );

describe('applying while barred', () => {
  it('is refused with USER_BARRED naming the last day, and nothing is written or blocked', async () => {
    const user = await person('pinfl');
    const until = addDays(today, 40);
    const lotNumber = await bar(user, { until });
    const lotId = await openLot();
    const before = {
      balances: await balancesOf(server.deps.db, user.userId),
      ...(await recordCounts(server.deps.db, user.userId)),
    };

    const answer = await apply(user, lotId);
    expect(answer.status).toBe(403);
    const error = errorOf(answer.body);
    expect(error.code).toBe('USER_BARRED');
    expect(error.data).toEqual({ until, lot_number: lotNumber });
    expect(error.message).toContain(dmy(until));
    expect(error.message).toContain(lotNumber);

    const rows = await server.deps.db
      .selectFrom('applications')
      .selectAll()
      .where('lot_id', '=', lotId)
      .execute();
    expect(rows).toEqual([]);
    expect({
      balances: await balancesOf(server.deps.db, user.userId),
      ...(await recordCounts(server.deps.db, user.userId)),
    }).toEqual(before);
    expect(before.balances.blocked).toBe(0n);
    await expectLedgerConsistent(server.deps.db);
  });

  it('speaks the caller language (Russian)', async () => {
    const user = await person('stir');
    const until = addDays(today, 10);
    await bar(user, { until });
    const answer = await apply(user, await openLot(), { cookie: `${user.cookie}; lang=ru` });
    expect(errorOf(answer.body).message).toMatch(
      new RegExp(`^Вы не можете участвовать в аукционах до конца дня ${dmy(until).replaceAll('.', '\\.')}`),
    );
  });

  it.each([
    ['by STIR', 'stir' as const],
    ['by PINFL', 'pinfl' as const],
  ])('matches %s', async (_name, by) => {
    const user = await person(by);
    await bar(user);
    expect(errorOf((await apply(user, await openLot())).body).code).toBe('USER_BARRED');
  });

  it('holds on the last day; the day after, and before the first day, applying works', async () => {
    const lastDay = await person();
    await bar(lastDay, { from: addDays(today, -60), until: today });
    expect((await apply(lastDay, await openLot())).status).toBe(403);

    const ended = await person();
    await bar(ended, { from: addDays(today, -61), until: addDays(today, -1) });
    expect((await apply(ended, await openLot())).status).toBe(200);

    const ahead = await person();
    await bar(ahead, { from: addDays(today, 1), until: addDays(today, 61) });
    expect((await apply(ahead, await openLot())).status).toBe(200);
  });

  it('another person with other ids is not touched', async () => {
    const barred = await person();
    await bar(barred);
    const other = await person();
    expect((await apply(other, await openLot())).status).toBe(200);
  });
});

describe('bidding while barred', () => {
  async function liveWithIds() {
    const auction = await createLiveAuction(server);
    const [alice, bob] = await Promise.all(auction.bidders.map((user) => person('pinfl', user)));
    return { lotId: auction.lot.id, alice: alice as Person, bob: bob as Person };
  }
  async function joined(user: TestUser, lotId: number) {
    const socket = await connectGame(server, user);
    sockets.push(socket);
    await ask<JoinAnswer>(socket, 'auction:join', { lot_id: lotId });
    return socket;
  }

  it('is refused over the socket and HTTP, auto-bids too; the others bid on', async () => {
    const { lotId, alice, bob } = await liveWithIds();
    const until = addDays(today, 30);
    await bar(alice, { until });
    const socket = await joined(alice, lotId);

    const overSocket = await ask<BidAnswer>(socket, 'auction:bid', {
      lot_id: lotId,
      amount: '10 500 000',
      request_id: requestId(),
    });
    expect(errorOf(overSocket)).toMatchObject({ code: 'USER_BARRED', data: { until } });
    expect(errorOf(overSocket).message).toContain(dmy(until));
    const overHttp = await postJson(
      server.url,
      '/api/shop/game-view/bid',
      { lot_id: lotId, amount: '10500000', request_id: requestId() },
      alice.headers,
    );
    expect(overHttp.status).toBe(403);
    expect(errorOf(overHttp.body).code).toBe('USER_BARRED');
    const autoBid = await ask<AutoBidAnswer>(socket, 'auction:auto-bid:set', {
      lot_id: lotId,
      max_amount: '20 000 000',
      request_id: requestId(),
    });
    expect(errorOf(autoBid).code).toBe('USER_BARRED');
    const bids = await server.deps.db.selectFrom('bids').select('seq').where('lot_id', '=', lotId).execute();
    expect(bids).toEqual([]);

    const bobSocket = await joined(bob, lotId);
    const bobBid = await ask<BidAnswer>(bobSocket, 'auction:bid', {
      lot_id: lotId,
      amount: '10 500 000',
      request_id: requestId(),
    });
    expect('ERROR' in bobBid).toBe(false);
  });

  it('a bar that ended yesterday does not stop a bid; one added now stops the next bid (the trigger feed)', async () => {
    const { lotId, alice } = await liveWithIds();
    await bar(alice, { from: addDays(today, -61), until: addDays(today, -1) });
    const socket = await joined(alice, lotId);
    const first = await ask<BidAnswer>(socket, 'auction:bid', {
      lot_id: lotId,
      amount: '10 500 000',
      request_id: requestId(),
    });
    expect('ERROR' in first).toBe(false);

    // No refresh by hand: the blacklist_changed notice must reach the process by itself.
    await insertBlacklistEntry(server.deps.db, {
      name: 'Test Barred',
      lotNumber: uniqueLotNumber('BAN-'),
      tin: null,
      pinfl: alice.pinfl,
      startDate: today,
      endDate: addDays(today, 60),
      reason: 'payment_missed',
    });
    const deadline = Date.now() + 3_000;
    let code: string | undefined;
    while (Date.now() < deadline) {
      const answer = await postJson(
        server.url,
        '/api/shop/game-view/auto-bid',
        { lot_id: lotId, max_amount: '50000000', request_id: requestId() },
        alice.headers,
      );
      code = answer.status === 200 ? 'OK' : errorOf(answer.body).code;
      if (code === 'USER_BARRED') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(code).toBe('USER_BARRED');
  });

  it('withdraws the auto-bids a user set before the bar; deleting one stays allowed', async () => {
    const { lotId, alice, bob } = await liveWithIds();
    const socket = await joined(alice, lotId);
    const set = await ask<AutoBidAnswer>(socket, 'auction:auto-bid:set', {
      lot_id: lotId,
      max_amount: '20 000 000',
      request_id: requestId(),
    });
    expect('ERROR' in set).toBe(false);
    await bar(alice);
    const deadline = Date.now() + 3_000;
    let left = 1;
    while (Date.now() < deadline && left > 0) {
      left = (
        await server.deps.db.selectFrom('auto_bids').select('user_id').where('lot_id', '=', lotId).execute()
      ).length;
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(left).toBe(0);
    expect(await server.deps.redis.hget(server.deps.keys.lot(lotId).autobids, alice.userId)).toBeNull();
    // Setting it bid for her at once (10 500 000); Bob's answer sets off nothing: her maximum is gone.
    const bobSocket = await joined(bob, lotId);
    const bobBid = await ask<BidAnswer>(bobSocket, 'auction:bid', {
      lot_id: lotId,
      amount: '11 000 000',
      request_id: requestId(),
    });
    if ('ERROR' in bobBid) throw new Error(bobBid.ERROR.message);
    expect(bobBid.bids.map((b) => b.buyer_number)).toEqual([2]);
    const removed = await ask<AutoBidAnswer>(socket, 'auction:auto-bid:delete', { lot_id: lotId });
    expect('ERROR' in removed).toBe(false);
  });
});

describe('user/bans', () => {
  it('guests get 401', async () => {
    expect((await call(server.url, '/api/shop/user/bans')).status).toBe(401);
  });

  it("lists the caller's own entries (in force, ahead, past) with reason, days left and the standing one", async () => {
    const user = await person('pinfl');
    const stranger = await person('pinfl');
    await bar(stranger, { lot: `${marker}-X` });
    const past = await bar(user, {
      from: addDays(today, -200),
      until: addDays(today, -140),
      reason: 'payment_missed',
    });
    const now = await bar(user, { from: addDays(today, -1), until: addDays(today, 59), reason: 'refused' });
    const answer = await call(server.url, '/api/shop/user/bans', { headers: user.headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = userBansAnswerSchema.parse(answer.body);
    expect(body.items.map((item) => [item.lot_number, item.reason, item.state, item.remaining_days])).toEqual(
      [
        [now, 'refused', 'in_force', 59],
        [past, 'payment_missed', 'ended', 0],
      ],
    );
    expect(body.standing).toMatchObject({ lot_number: now, end_date: addDays(today, 59) });
    expect(JSON.stringify(body)).not.toContain(`${marker}-X`);
  });

  it('a user with no ids, or no entries, has none', async () => {
    const user = await signIn(server, { role: 'buyer' });
    const body = userBansAnswerSchema.parse(
      (await call(server.url, '/api/shop/user/bans', { headers: user.headers })).body,
    );
    expect(body).toEqual({ standing: null, items: [] });
  });
});

describe('a bar lifted', () => {
  const liftedOf = (userId: string) =>
    server.deps.db
      .selectFrom('notifications')
      .select(['message_key', 'topic', 'link', 'params'])
      .where('user_id', '=', userId)
      .where('message_key', '=', 'winlots:messages.barLifted')
      .execute();

  it('is told once, the day after its last day, to whom it named and no other bar holds', async () => {
    const free = await person();
    const byStir = await person('stir');
    const stillBarred = await person();
    const lot = await bar(free, { from: addDays(today, -60), until: addDays(today, -1) });
    await bar(byStir, { from: addDays(today, -60), until: addDays(today, -1) });
    await bar(stillBarred, { from: addDays(today, -60), until: addDays(today, -1) });
    await bar(stillBarred, { from: addDays(today, -10), until: addDays(today, 20) });
    // A bar ending today still holds.
    const endsToday = await person();
    await bar(endsToday, { from: addDays(today, -5), until: today });

    await tellLiftedBars(server.deps.db);
    await tellLiftedBars(server.deps.db);
    expect(await liftedOf(free.userId)).toEqual([
      {
        message_key: 'winlots:messages.barLifted',
        topic: 'bars',
        link: '/lot-list',
        params: { lot, end: dmy(addDays(today, -1)) },
      },
    ]);
    expect(await liftedOf(byStir.userId)).toHaveLength(1);
    expect(await liftedOf(stillBarred.userId)).toEqual([]);
    expect(await liftedOf(endsToday.userId)).toEqual([]);
  });
});
