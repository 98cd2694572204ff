/**
 * The live auction under faults (issue 5, "Fault tests"; docs/architecture.md section 2): a server killed
 * with SIGKILL in the middle of a bid storm loses no acknowledged bid and a new one goes on from
 * the stored price; a Redis flush is rebuilt from PostgreSQL and bidding goes on from the same
 * price; a close job that is lost still closes the lot by the sweep; a repeated request_id makes
 * one bid; bad input on the socket gets its code while the server keeps serving. The happy paths,
 * REST bad amounts, a deleted state and the reconciler alone are in auction-engine.test.ts.
 */
import { request as httpRequest, Agent } from 'node:http';
import { LOT_STATUS, type BidAnswer, type ErrorBody, type LotGameInfo } from '@kimoshdi/shared';
import { stepAmount } from '@kimoshdi/shared/domain/trade/auction/steps';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { AuctionJobName } from '../../server/src/redis/queues';
import { scheduleClose } from '../../server/src/modules/trade/trade.schedule';
import { ask, createLiveAuction, requestId, START_TIYIN, type GameClient } from '../support/auction';
import { startChildServer, type ChildServer } from '../support/child-server';
import { call } from '../support/http';
import type { TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/** Bids per user per second, far above the storms here: these tests are about the engine, not the limiter. */
const BID_RATE = '100000';
const CRASHING_APP = 'kimoshdi-fault-crash';

let server: Running;
const sockets: GameClient[] = [];
const children: ChildServer[] = [];

beforeAll(async () => {
  server = await startTestServer({ AUCTION_BID_RATE: BID_RATE });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all(children.map((child) => child.kill()));
  await server?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isError(answer: unknown): answer is ErrorBody {
  return typeof answer === 'object' && answer !== null && 'ERROR' in answer;
}

/** A game socket to any server (the test's own or a child process) as this user. */
async function connectAt(url: string, user?: TestUser): Promise<GameClient> {
  const socket: GameClient = io(url, {
    transports: ['websocket'],
    extraHeaders: user ? { cookie: user.cookie } : {},
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Tiyin as a person types the sum: "10500000.00". */
function sum(tiyin: bigint): string {
  return `${tiyin / 100n}.${String(tiyin % 100n).padStart(2, '0')}`;
}

async function storedBids(lotId: number) {
  const rows = await server.deps.db
    .selectFrom('bids')
    .select(['seq', 'user_id', 'buyer_number', 'amount', 'step_no', 'request_id'])
    .where('lot_id', '=', lotId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({ ...r, user_id: String(r.user_id), amount: String(r.amount) }));
}

async function lotEndsAt(lotId: number): Promise<number> {
  const row = await server.deps.db
    .selectFrom('lots')
    .select('ends_at')
    .where('id', '=', lotId)
    .executeTakeFirstOrThrow();
  return new Date(row.ends_at).getTime();
}

async function isSettled(lotId: number): Promise<boolean> {
  const row = await server.deps.db
    .selectFrom('auctions')
    .select('settled_at')
    .where('lot_id', '=', lotId)
    .executeTakeFirst();
  return Boolean(row?.settled_at);
}

async function gameInfo(url: string, lotId: number): Promise<LotGameInfo> {
  const answer = await call<LotGameInfo>(url, `/api/shop/game-view/lot-game-info?lot_id=${lotId}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Polls until `check` answers true or the time is up; answers the last outcome. */
async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await sleep(everyMs);
  }
}

/** The record has no seq gap: seq 1..n, and Redis's seq (what lot-game-info shows) is n too. */
async function recordComplete(url: string, lotId: number): Promise<boolean> {
  const rows = await storedBids(lotId);
  const info = await gameInfo(url, lotId);
  const max = rows.at(-1)?.seq ?? 0;
  return rows.length === max && info.state.seq === max;
}

/** Every consecutive pair of the record: seq + 1, one step more, at least the step above. */
function expectPricesClimb(rows: Awaited<ReturnType<typeof storedBids>>) {
  for (let i = 1; i < rows.length; i += 1) {
    const [before, after] = [rows[i - 1]!, rows[i]!];
    expect([after.seq, after.step_no]).toEqual([before.seq + 1, before.step_no + 1]);
    const floor = BigInt(before.amount) + stepAmount(START_TIYIN, before.step_no + 1, 'standard');
    expect(BigInt(after.amount) >= floor, `bid ${after.seq} ${after.amount} below ${floor}`).toBe(true);
  }
}

interface AckedBid {
  seq: number;
  amount: string;
  userId: string;
  buyerNumber: number;
  /** When the bid was sent (this process's clock). */
  sentAt: number;
}

/**
 * Bidders racing on one lot as fast as their acks come: each bids the highest suggested price it
 * has heard of (from any answer, or a BID_TOO_LOW's `suggested`) unless it leads. Runs until
 * stop() or until the bidder's socket drops (a killed server).
 */
function startStorm(lotId: number, bidders: { socket: GameClient; user: TestUser; buyerNumber: number }[]) {
  const acked: AckedBid[] = [];
  const codes = new Map<string, number>();
  let suggested = START_TIYIN + stepAmount(START_TIYIN, 1, 'standard');
  let latest = { seq: 0, leader: 0 };
  let stopped = false;

  async function run(bidder: (typeof bidders)[number]) {
    const dropped = new Promise<'dropped'>((resolve) =>
      bidder.socket.once('disconnect', () => resolve('dropped')),
    );
    while (!stopped && bidder.socket.connected) {
      if (latest.leader === bidder.buyerNumber) {
        await sleep(1);
        continue;
      }
      const sentAt = Date.now();
      const answer = await Promise.race([
        ask<BidAnswer>(bidder.socket, 'auction:bid', {
          lot_id: lotId,
          amount: sum(suggested),
          request_id: requestId(),
        }),
        dropped,
      ]);
      if (answer === 'dropped') return;
      if (isError(answer)) {
        const { code, data } = answer.ERROR;
        codes.set(code, (codes.get(code) ?? 0) + 1);
        if (code === 'BID_TOO_LOW' && data?.suggested)
          suggested = maxOf(suggested, BigInt(String(data.suggested)));
        else if (code === 'ALREADY_LEADER') latest = { ...latest, leader: bidder.buyerNumber };
        else if (code !== 'BID_TOO_LOW') await sleep(5);
        continue;
      }
      codes.set('OK', (codes.get('OK') ?? 0) + 1);
      acked.push({
        seq: answer.bid.seq,
        amount: answer.bid.amount,
        userId: bidder.user.userId,
        buyerNumber: answer.bid.buyer_number,
        sentAt,
      });
      suggested = maxOf(suggested, BigInt(answer.state.suggested_price));
      if (answer.state.seq > latest.seq)
        latest = { seq: answer.state.seq, leader: answer.state.leader_number ?? 0 };
    }
  }

  const done = Promise.all(bidders.map(run));
  return {
    acked,
    codes,
    async stop() {
      stopped = true;
      await done;
    },
    /** For a killed server: the loops end as their sockets drop. */
    done,
  };
}

function maxOf(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

/** Deletes every key of this test run's prefix at once: what a Redis flush is to this deployment. */
async function flushRunPrefix(): Promise<string[]> {
  const redis = server.deps.redis;
  const prefix = inject('redisPrefix');
  const found = new Set<string>();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    for (const key of keys) found.add(key);
    cursor = next;
  } while (cursor !== '0');
  // One DEL of everything found: a real flush is atomic, so deleting as the scan goes (half a
  // lot's keys gone, the other half rebuilt, then deleted) would test something no flush does.
  const keys = [...found];
  if (keys.length > 0) await redis.del(...keys);
  return keys;
}

describe('kill -9 of the server during a bid storm', () => {
  it('loses no acknowledged bid, and a new server goes on from the stored price with no seq gap', async () => {
    // The worker stays in the test's own server: a killed worker would hold its jobs' locks.
    const booting = startChildServer({
      AUCTION_BID_RATE: BID_RATE,
      RUN_WORKER: 'false',
      // Names its PostgreSQL sessions, so the test can end them with the process.
      PGAPPNAME: CRASHING_APP,
    }).then((child) => {
      children.push(child);
      return child;
    });
    const { lot, bidders } = await createLiveAuction(server, { bidders: 20 });
    const first = await booting;
    const players = await Promise.all(
      bidders.map(async (user, i) => ({
        socket: await connectAt(first.url, user),
        user,
        buyerNumber: i + 1,
      })),
    );
    const stall = new pg.Client({ connectionString: inject('databaseUrl') });
    await stall.connect();
    const storm = startStorm(lot.id, players);
    let seqAtKill: number;
    let afterKill: Awaited<ReturnType<typeof storedBids>>;
    try {
      await sleep(1_700);
      // PostgreSQL stalls for the last moments before the crash: the engine goes on accepting
      // bids in Redis whose commit (and so whose ack) waits, as a kill between the script and the
      // commit finds them. Reads go on; inserts wait for the lock.
      await stall.query('BEGIN');
      await stall.query('LOCK TABLE bids IN SHARE MODE');
      await sleep(300);
      await first.kill();
      // A dead machine's sessions die too: the commit it had sent is rolled back, not finished
      // later by an orphaned backend, so only the reconciler can bring those bids to the record.
      await stall.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [CRASHING_APP],
      );
      await storm.done;
      seqAtKill = Number(await server.deps.redis.hget(server.deps.keys.lot(lot.id).state, 'seq'));
      afterKill = await storedBids(lot.id);
    } finally {
      await stall.query('ROLLBACK').catch(() => undefined);
      await stall.end();
    }

    expect(storm.acked.length, `answers: ${JSON.stringify([...storm.codes])}`).toBeGreaterThan(20);
    // Bids the crash caught between Redis and PostgreSQL: accepted, never acknowledged.
    expect(seqAtKill).toBeGreaterThan(afterKill.length);
    // The ack came only after the commit: every acknowledged bid is in the record as acknowledged.
    const bySeq = new Map(afterKill.map((row) => [row.seq, row]));
    for (const bid of storm.acked) {
      expect(bySeq.get(bid.seq), `acked bid ${bid.seq}`).toMatchObject({
        user_id: bid.userId,
        buyer_number: bid.buyerNumber,
        amount: bid.amount,
      });
    }

    // Redis kept the state through the kill. The bids it accepted whose commit died with the
    // process are copied by a reconciler within seconds (the test's own server is another process
    // of the same deployment, so its reconciler may be the one), while the new server boots.
    const restarting = startChildServer({ AUCTION_BID_RATE: BID_RATE, RUN_WORKER: 'false' }).then((child) => {
      children.push(child);
      return child;
    });
    const caughtUp = await waitUntil(() => recordComplete(server.url, lot.id), 5_000, 200);
    const second = await restarting;
    expect(caughtUp).toBe(true);
    const record = await storedBids(lot.id);
    const last = record.at(-1)!;
    expect(last.seq).toBe(seqAtKill);
    expect(record.map((row) => row.seq)).toEqual(record.map((_, i) => i + 1));
    expectPricesClimb(record);

    const info = await gameInfo(second.url, lot.id);
    expect(info.state).toMatchObject({
      status: 'live',
      seq: last.seq,
      price: last.amount,
      leader_number: last.buyer_number,
      suggested_price: String(BigInt(last.amount) + stepAmount(START_TIYIN, last.step_no + 1, 'standard')),
    });

    const nextIndex = bidders.findIndex((_, i) => i + 1 !== last.buyer_number);
    const socket = await connectAt(second.url, bidders[nextIndex]);
    const next = await ask<BidAnswer>(socket, 'auction:bid', {
      lot_id: lot.id,
      amount: sum(BigInt(info.state.suggested_price)),
      request_id: requestId(),
    });
    if (isError(next)) throw new Error(JSON.stringify(next.ERROR));
    expect(next.bid).toMatchObject({
      seq: last.seq + 1,
      amount: info.state.suggested_price,
      buyer_number: nextIndex + 1,
    });
    expect((await storedBids(lot.id)).at(-1)).toMatchObject({
      seq: last.seq + 1,
      amount: info.state.suggested_price,
    });
    await second.stop();
  }, 40_000);
});

describe('a close job that is lost', () => {
  it('still closes and settles the lot by the sweep within seconds of its end', async () => {
    const { lot, bidders } = await createLiveAuction(server, { endsInMs: 2_000, overTimeMinutes: 0 });
    const [alice, bob] = [bidders[0]!, bidders[1]!];
    const endsAt = await lotEndsAt(lot.id);
    const aliceSocket = await connectAt(server.url, alice);
    const bobSocket = await connectAt(server.url, bob);
    const first = await ask<BidAnswer>(aliceSocket, 'auction:bid', {
      lot_id: lot.id,
      amount: '10500000',
      request_id: requestId(),
    });
    const second = await ask<BidAnswer>(bobSocket, 'auction:bid', {
      lot_id: lot.id,
      amount: '11000000',
      request_id: requestId(),
    });
    expect([isError(first), isError(second)]).toEqual([false, false]);

    // The lot's close job, scheduled as a start schedules it, is lost (a flush, a crash between
    // the commit and the add): removed from BullMQ with any other close job of the lot.
    const queue = server.deps.queues.auction;
    await scheduleClose(server.deps.queues, lot.id, endsAt);
    const jobs = await queue.getJobs(['delayed', 'waiting', 'prioritized', 'paused']);
    const closeJobs = jobs.filter(
      (job) => job.name === AuctionJobName.close && Number(job.data?.lotId) === lot.id,
    );
    expect(closeJobs.length).toBeGreaterThanOrEqual(1);
    for (const job of closeJobs) await job.remove();
    expect(await queue.getJob(`close-${lot.id}-${endsAt}`)).toBeUndefined();

    const settled = await waitUntil(() => isSettled(lot.id), 12_000, 250);
    expect(settled).toBe(true);
    const settledAfterEndMs = Date.now() - endsAt;
    expect(settledAfterEndMs).toBeLessThan(10_000);

    const lotRow = await server.deps.db
      .selectFrom('lots')
      .select('lot_status')
      .where('id', '=', lot.id)
      .executeTakeFirstOrThrow();
    expect(lotRow.lot_status).not.toBe(LOT_STATUS.LIVE);
    expect([LOT_STATUS.AWAITING_PAYMENT, LOT_STATUS.SOLD]).toContain(lotRow.lot_status);
    const auction = await server.deps.db
      .selectFrom('auctions')
      .select([
        'closed_at',
        'winner_user_id',
        'winner_price',
        'reserve_user_id',
        'reserve_price',
        'payment_deadline',
      ])
      .where('lot_id', '=', lot.id)
      .executeTakeFirstOrThrow();
    expect({
      closed: auction.closed_at !== null,
      winner: String(auction.winner_user_id),
      winnerPrice: String(auction.winner_price),
      reserve: String(auction.reserve_user_id),
      reservePrice: String(auction.reserve_price),
      deadline: auction.payment_deadline !== null,
    }).toEqual({
      closed: true,
      winner: bob.userId,
      winnerPrice: '1100000000',
      reserve: alice.userId,
      reservePrice: '1050000000',
      deadline: true,
    });
    const deposits = await server.deps.db
      .selectFrom('applications')
      .select(['user_id', 'deposit_state'])
      .where('lot_id', '=', lot.id)
      .execute();
    const stateOf = new Map(deposits.map((d) => [String(d.user_id), d.deposit_state]));
    // Both kept: the winner's toward the price, the reserve winner's until the winner pays or fails.
    expect([stateOf.get(alice.userId), stateOf.get(bob.userId)]).toEqual(['kept', 'kept']);

    const late = await ask(aliceSocket, 'auction:bid', {
      lot_id: lot.id,
      amount: '11500000',
      request_id: requestId(),
    });
    expect(isError(late) && late.ERROR.code).toBe('AUCTION_ENDED');
  }, 20_000);
});

describe('a repeated request_id', () => {
  it('makes one bid over the socket: ten equal answers, nine of them duplicates', async () => {
    const { lot, bidders } = await createLiveAuction(server);
    const socket = await connectAt(server.url, bidders[0]);
    const payload = { lot_id: lot.id, amount: '10 500 000', request_id: requestId() };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => ask<BidAnswer>(socket, 'auction:bid', payload)),
    );
    const bodies = answers.map((answer) => {
      if (isError(answer)) throw new Error(JSON.stringify(answer.ERROR));
      return answer;
    });
    expect(bodies.filter((b) => b.duplicate)).toHaveLength(9);
    const [original] = bodies.filter((b) => !b.duplicate);
    expect(original!.bid).toMatchObject({ seq: 1, amount: '1050000000', buyer_number: 1 });
    for (const body of bodies) expect({ ...body, duplicate: false }).toEqual(original);
    expect(await storedBids(lot.id)).toEqual([
      expect.objectContaining({
        seq: 1,
        user_id: bidders[0]!.userId,
        amount: '1050000000',
        request_id: payload.request_id,
      }),
    ]);
  });

  it('makes one bid over REST from two connections at once', async () => {
    const { lot, bidders } = await createLiveAuction(server);
    const body = JSON.stringify({ lot_id: lot.id, amount: '10500000', request_id: requestId() });
    // Two keep-alive connections, five requests each, all sent at once.
    const agents = [
      new Agent({ keepAlive: true, maxSockets: 1 }),
      new Agent({ keepAlive: true, maxSockets: 1 }),
    ];
    const post = (agent: Agent) =>
      new Promise<{ status: number; body: BidAnswer }>((resolve, reject) => {
        const req = httpRequest(
          new URL('/api/shop/game-view/bid', server.url),
          {
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', ...bidders[1]!.headers },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as BidAnswer }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(agents[i % 2]!)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(answers.filter((a) => a.body.duplicate)).toHaveLength(9);
      const original = answers.find((a) => !a.body.duplicate)!.body;
      expect(original.bid).toMatchObject({ seq: 1, amount: '1050000000', buyer_number: 2 });
      for (const answer of answers) expect({ ...answer.body, duplicate: false }).toEqual(original);
    } finally {
      for (const agent of agents) agent.destroy();
    }
    expect(await storedBids(lot.id)).toEqual([
      expect.objectContaining({ seq: 1, user_id: bidders[1]!.userId }),
    ]);
  });
});

describe('bad input on the socket', () => {
  it('answers each with its code, changes nothing, and still serves another user', async () => {
    const ending = await createLiveAuction(server, { endsInMs: 1_200, overTimeMinutes: 0 });
    const endsAt = await lotEndsAt(ending.lot.id);
    const { lot, bidders } = await createLiveAuction(server);
    const socket = await connectAt(server.url, bidders[0]);
    const bid = (lotId: number, amount: unknown) =>
      ask(socket, 'auction:bid', { lot_id: lotId, amount, request_id: requestId() });

    const unknown = await bid(2_000_000_000, '10500000');
    expect(isError(unknown) && unknown.ERROR.code).toBe('NOT_FOUND');

    const amounts: [unknown, string][] = [
      ['abc', 'AMOUNT_NOT_A_NUMBER'],
      ['10 5OO 000', 'AMOUNT_NOT_A_NUMBER'],
      ['10500000.005', 'AMOUNT_TOO_MANY_DECIMALS'],
      [10_500_000.125, 'AMOUNT_TOO_MANY_DECIMALS'],
      [2 ** 53 + 1, 'AMOUNT_TOO_LARGE'],
      ['9007199254740993', 'AMOUNT_TOO_LARGE'],
    ];
    for (const [amount, reason] of amounts) {
      const answer = await bid(lot.id, amount);
      if (!isError(answer)) throw new Error(`${String(amount)} was accepted`);
      expect([amount, answer.ERROR.code]).toEqual([amount, 'VALIDATION']);
      expect(answer.ERROR.data?.fields).toEqual([
        expect.objectContaining({ path: 'amount', message: reason }),
      ]);
    }

    await sleep(Math.max(0, endsAt + 300 - Date.now()));
    const lateSocket = await connectAt(server.url, ending.bidders[0]);
    const late = await ask(lateSocket, 'auction:bid', {
      lot_id: ending.lot.id,
      amount: '10500000',
      request_id: requestId(),
    });
    expect(isError(late) && late.ERROR.code).toBe('AUCTION_ENDED');

    const other = await connectAt(server.url, bidders[1]);
    const good = await ask<BidAnswer>(other, 'auction:bid', {
      lot_id: lot.id,
      amount: '10 500 000',
      request_id: requestId(),
    });
    if (isError(good)) throw new Error(JSON.stringify(good.ERROR));
    expect(good.bid).toMatchObject({ seq: 1, amount: '1050000000', buyer_number: 2 });
    expect(good.state).toMatchObject({
      price: '1050000000',
      leader_number: 2,
      suggested_price: '1100000000',
    });
    expect(await storedBids(lot.id)).toHaveLength(1);
    expect(await storedBids(ending.lot.id)).toHaveLength(0);
  });
});

// Last: the flush also deletes BullMQ's keys of this run (every delayed job, the sweep's schedule).
describe('a Redis flush during a live auction', () => {
  /** A lot ending a few seconds after the flush, live in Redis before it: its close must survive. */
  let ending: { lotId: number; endsAt: number; winner: string } | undefined;

  it('is rebuilt from PostgreSQL and bidding goes on from the same price, nothing acked lost', async () => {
    const soon = await createLiveAuction(server, { endsInMs: 3_000, overTimeMinutes: 0 });
    const soonSocket = await connectAt(server.url, soon.bidders[0]);
    const soonBid = await ask<BidAnswer>(soonSocket, 'auction:bid', {
      lot_id: soon.lot.id,
      amount: '10500000',
      request_id: requestId(),
    });
    expect(isError(soonBid)).toBe(false);
    ending = { lotId: soon.lot.id, endsAt: await lotEndsAt(soon.lot.id), winner: soon.bidders[0]!.userId };

    const { lot, bidders } = await createLiveAuction(server, { bidders: 6 });
    const players = await Promise.all(
      bidders.map(async (user, i) => ({
        socket: await connectAt(server.url, user),
        user,
        buyerNumber: i + 1,
      })),
    );
    const storm = startStorm(lot.id, players);
    await sleep(700);
    // Committed before the flush: whatever is decided after it comes after these.
    const before = await storedBids(lot.id);
    const deleted = await flushRunPrefix();
    const flushedAt = Date.now();
    const lotKeys = server.deps.keys.lot(lot.id);
    expect(deleted).toEqual(expect.arrayContaining([lotKeys.state, lotKeys.bids, lotKeys.participants]));
    await sleep(800);
    await storm.stop();

    const ackedAfter = storm.acked.filter((bid) => bid.sentAt >= flushedAt);
    expect(ackedAfter.length, `answers: ${JSON.stringify([...storm.codes])}`).toBeGreaterThan(0);
    expect(await waitUntil(() => recordComplete(server.url, lot.id), 5_000, 200)).toBe(true);

    const record = await storedBids(lot.id);
    const bySeq = new Map(record.map((row) => [row.seq, row]));
    for (const bid of storm.acked) {
      expect(bySeq.get(bid.seq), `acked bid ${bid.seq}`).toMatchObject({
        user_id: bid.userId,
        amount: bid.amount,
      });
    }
    expect(record.map((row) => row.seq)).toEqual(record.map((_, i) => i + 1));
    expectPricesClimb(record);

    // The first bid sent after the flush carries on from the price the record held before it.
    const last = before.at(-1)!;
    const firstAfter = ackedAfter.reduce((a, b) => (b.seq < a.seq ? b : a));
    expect(firstAfter.seq).toBeGreaterThan(last.seq);
    const floor = BigInt(last.amount) + stepAmount(START_TIYIN, last.step_no + 1, 'standard');
    expect(BigInt(firstAfter.amount) >= floor, `${firstAfter.amount} below ${floor}`).toBe(true);

    const info = await gameInfo(server.url, lot.id);
    const top = record.at(-1)!;
    expect(info.state).toMatchObject({
      status: 'live',
      seq: top.seq,
      price: top.amount,
      leader_number: top.buyer_number,
    });
  });

  it('still closes and settles, by the sweep, a lot that was live at the flush', async () => {
    if (!ending) throw new Error('the flush test did not run');
    const { lotId, endsAt, winner } = ending;
    const settled = await waitUntil(() => isSettled(lotId), Math.max(0, endsAt + 10_000 - Date.now()), 250);
    const auction = await server.deps.db
      .selectFrom('auctions')
      .select(['settled_at', 'winner_user_id'])
      .where('lot_id', '=', lotId)
      .executeTakeFirst();
    const schedulers = await server.deps.queues.auction.getJobSchedulers();
    expect(
      { settled, winner: auction?.winner_user_id === null ? null : String(auction?.winner_user_id) },
      `sweep schedulers after the flush: ${JSON.stringify(schedulers.map((j) => j.key))}`,
    ).toEqual({ settled: true, winner });
  }, 20_000);
});
