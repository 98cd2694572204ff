/**
 * The shared auction case table (shared/src/domain/trade/auction/cases.ts) against the real Lua scripts
 * on the real Redis: the same cases the unit test runs against the TypeScript rules, so the two
 * cannot drift apart. Times come from Redis TIME here, so they are compared with a tolerance.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  AUCTION_CASES,
  actualView,
  caseAutoBidHash,
  caseStateHash,
  expectedView,
  type Observed,
} from '@kimoshdi/shared/domain/trade/auction/cases';
import { MAX_SAFE_TIYIN } from '@kimoshdi/shared/domain/trade/auction/bid-rules';
import { suggestedPrice, type StepMode } from '@kimoshdi/shared/domain/trade/auction/steps';
import type { Redis as SingleRedis } from 'ioredis';
import { createRedis, type Redis } from '../../server/src/redis/connection';
import { createKeys } from '../../server/src/redis/keys';
import {
  createAuctionScripts,
  type AuctionScripts,
  type LuaBid,
  type LuaState,
} from '../../server/src/redis/lua';

const TOLERANCE_MS = 1_500;

let redis: Redis;
let scripts: AuctionScripts;
const keys = () => createKeys(`${inject('redisPrefix')}lua-cases:${randomUUID()}:`);

beforeAll(() => {
  redis = createRedis(inject('redisUrl'), 'commands');
  scripts = createAuctionScripts(redis);
});
afterAll(async () => {
  await redis.quit();
});

const stateView = (s: LuaState): Observed['state'] => ({
  price: s.price || null,
  leader: s.leader || null,
  stepNo: s.step_no,
  status: s.status,
  endsAtMs: s.ends_at_ms,
});
const bidsView = (bids: LuaBid[]): Observed['bids'] =>
  bids.map((b) => ({ user: b.user, amount: b.amount, kind: b.kind, step: b.step }));

describe('the shared auction cases against the Lua scripts', () => {
  it.each(AUCTION_CASES.map((c, i) => [c.name, c, i + 1] as const))('%s', async (_name, c, lotId) => {
    const lot = keys().lot(lotId);
    const state = caseStateHash(c, lotId, Date.now());
    const loaded = await scripts.load(lot, {
      state,
      participants: c.participants,
      autobids: caseAutoBidHash(c),
    });
    expect(loaded).toEqual({ ok: true, loaded: true });
    let endsBeforeMs = Number(state.ends_at_ms);

    for (const [index, op] of c.ops.entries()) {
      const nowMs = Date.now();
      let observed: Observed;
      if (op.op === 'bid') {
        const r = await scripts.placeBid(lot, op.user, op.amount, op.req ?? '', 60);
        observed = r.ok
          ? { ok: true, duplicate: r.duplicate, bids: bidsView(r.bids), state: stateView(r.state) }
          : r;
      } else if (op.op === 'setAutoBid') {
        const r = await scripts.setAutoBid(lot, op.user, op.max, op.req ?? '', 60);
        observed = r.ok
          ? {
              ok: true,
              duplicate: r.duplicate,
              bids: bidsView(r.bids),
              state: stateView(r.state),
              autoBidMax: r.auto_bid_max,
            }
          : r;
      } else if (op.op === 'deleteAutoBid') {
        const r = await scripts.deleteAutoBid(lot, op.user);
        observed = r.ok ? { ok: true, deleted: r.deleted, state: stateView(r.state) } : r;
      } else if (op.op === 'resume') {
        const r = await scripts.resume(lot);
        observed = r.ok ? { ok: true, already: r.already, lostMs: r.lost_ms, state: stateView(r.state) } : r;
      } else {
        const r = await (op.op === 'pause' ? scripts.pause(lot) : scripts.close(lot));
        observed = r.ok ? { ok: true, already: r.already, state: stateView(r.state) } : r;
      }
      const context = { nowMs, endsBeforeMs, toleranceMs: TOLERANCE_MS };
      expect({ op: index, ...actualView(op.expect, observed, context) }).toEqual({
        op: index,
        ...expectedView(op.expect),
      });
      // A repeat answers the first answer's state; the lot's own end is what the next op starts from.
      if (observed.state) endsBeforeMs = Number(await redis.hget(lot.state, 'ends_at_ms'));
    }
  });
});

/** A small deterministic generator: the same amounts every run. */
function* amounts(count: number, seed: number): Generator<bigint> {
  let x = BigInt(seed);
  for (let i = 0; i < count; i += 1) {
    x = (x * 6_364_136_223_846_793_005n + 1_442_695_040_888_963_407n) % 2n ** 64n;
    yield x;
  }
}

describe('Lua numbers', () => {
  it('rounds step amounts like the TypeScript rules and keeps every digit up to 2^53 - 1', async () => {
    const k = keys();
    const starts: bigint[] = [
      1n,
      19n,
      20n,
      9_999n,
      10_001n,
      1_234_567n,
      8_600_000_000_000_001n,
      8_660_000_000_000_000n,
    ];
    for (const r of amounts(40, 7)) starts.push((r % (MAX_SAFE_TIYIN / 20n)) + 1n);
    for (const r of amounts(20, 11)) starts.push((r % (MAX_SAFE_TIYIN / 2n)) + MAX_SAFE_TIYIN / 2n);
    let lotId = 0;
    const checked: string[] = [];
    for (const startPrice of starts) {
      for (const stepMode of ['standard', 'flat'] as StepMode[]) {
        for (const stepNo of [0, 3, 4, 9]) {
          // A price whose next suggestion still fits below 2^53.
          const price = stepNo === 0 ? null : startPrice + (startPrice * BigInt(stepNo)) / 37n;
          const suggested = suggestedPrice({ startPrice, price, stepNo, stepMode });
          if (suggested > MAX_SAFE_TIYIN) continue;
          lotId += 1;
          const lot = k.lot(lotId);
          const state: Record<string, string> = {
            lot_id: String(lotId),
            status: 'live',
            start_price: startPrice.toString(),
            step_mode: stepMode,
            price: price?.toString() ?? '',
            leader: price ? 'u1' : '',
            leader_no: price ? '1' : '',
            prev_price: '',
            prev_no: '',
            seq: String(stepNo),
            step_no: String(stepNo),
            ends_at_ms: String(Date.now() + 3_600_000),
            scheduled_end_ms: String(Date.now() + 3_600_000),
            over_time_ms: '0',
            paused_at_ms: '',
            closed_at_ms: '',
            ab_order: '0',
          };
          await scripts.load(lot, { state, participants: { u1: 1, u2: 2 }, autobids: {} });
          const low = await scripts.placeBid(lot, 'u2', suggested - 1n, '', 60);
          expect(low).toEqual({ ok: false, code: 'BID_TOO_LOW', data: { suggested: suggested.toString() } });
          const ok = await scripts.placeBid(lot, 'u2', suggested, '', 60);
          expect(ok.ok && ok.bids.map((b) => b.amount)).toEqual([suggested.toString()]);
          checked.push(suggested.toString());
        }
      }
    }
    expect(checked.length).toBeGreaterThan(300);

    // 2^53 - 1 itself, as a bid and as an auto-bid maximum (the cap), back digit for digit.
    const lot = k.lot(lotId + 1);
    const now = Date.now();
    await scripts.load(lot, {
      state: {
        lot_id: String(lotId + 1),
        status: 'live',
        start_price: '100000000000000',
        step_mode: 'flat',
        price: '',
        leader: '',
        leader_no: '',
        prev_price: '',
        prev_no: '',
        seq: '0',
        step_no: '0',
        ends_at_ms: String(now + 3_600_000),
        scheduled_end_ms: String(now + 3_600_000),
        over_time_ms: '0',
        paused_at_ms: '',
        closed_at_ms: '',
        ab_order: '0',
      },
      participants: { u1: 1, u2: 2 },
      autobids: {},
    });
    const max = MAX_SAFE_TIYIN.toString();
    const auto = await scripts.setAutoBid(lot, 'u1', MAX_SAFE_TIYIN, 'a', 60);
    expect(auto).toMatchObject({ ok: true, auto_bid_max: max, bids: [{ amount: '102000000000000' }] });
    expect(await redis.hget(lot.autobids, 'u1')).toBe(`${max}:1`);
    const top = await scripts.placeBid(lot, 'u2', MAX_SAFE_TIYIN, 'b', 60);
    expect(top).toMatchObject({ ok: true, bids: [{ amount: max, user: 'u2', no: 2 }] });
    expect(top.ok && top.state.price).toBe(max);
    const [entry] = await redis.xrevrange(lot.bids, '+', '-', 'COUNT', 1);
    expect(entry?.[1]).toEqual(expect.arrayContaining(['amount', max]));
  });

  it('answers a missing state with NO_STATE and loads a snapshot only once', async () => {
    const lot = keys().lot(1);
    expect(await scripts.placeBid(lot, 'u1', 1n, '', 60)).toEqual({ ok: false, code: 'NO_STATE' });
    expect(await scripts.close(lot)).toEqual({ ok: false, code: 'NO_STATE' });
    const c = AUCTION_CASES[0]!;
    const snapshot = { state: caseStateHash(c, 1, Date.now()), participants: c.participants, autobids: {} };
    expect(await scripts.load(lot, snapshot)).toEqual({ ok: true, loaded: true });
    expect(await scripts.load(lot, snapshot)).toEqual({ ok: true, loaded: false });
    expect(await redis.hgetall(lot.participants)).toEqual({ u1: '101', u2: '102', u3: '103', u4: '104' });
  });

  it('keeps request ids with an expiry', async () => {
    const lot = keys().lot(1);
    const c = AUCTION_CASES[0]!;
    await scripts.load(lot, {
      state: caseStateHash(c, 1, Date.now()),
      participants: c.participants,
      autobids: {},
    });
    await scripts.placeBid(lot, 'u1', 1_050_000_000n, 'req-1', 120);
    const ttl = await redis.ttl(lot.requests);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
  });

  it("counts each user's bids on a lot in the bid's own call and refuses past the rate", async () => {
    const lot = keys().lot(1);
    const c = AUCTION_CASES[0]!;
    await scripts.load(lot, {
      state: caseStateHash(c, 1, Date.now()),
      participants: c.participants,
      autobids: {},
    });
    // Two a second: the first two are decided (a low bid spends one too), the third is refused
    // before the rules, with the rest of its window; another user and the unlimited call pass.
    expect(await scripts.placeBid(lot, 'u1', 1n, '', 60, 2)).toMatchObject({
      ok: false,
      code: 'BID_TOO_LOW',
    });
    expect(await scripts.placeBid(lot, 'u1', 1_050_000_000n, '', 60, 2)).toMatchObject({ ok: true });
    const limited = await scripts.placeBid(lot, 'u1', 1_100_000_000n, '', 60, 2);
    expect(limited).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    const waitMs = !limited.ok ? Number(limited.data?.retry_after_ms) : NaN;
    expect(waitMs).toBeGreaterThan(0);
    expect(waitMs).toBeLessThanOrEqual(1000);
    expect(await redis.pttl(`${lot.rate}u1`)).toBeGreaterThan(0);
    expect(await scripts.placeBid(lot, 'u2', 1_100_000_000n, '', 60, 2)).toMatchObject({ ok: true });
    expect(await scripts.placeBid(lot, 'u1', 1_200_000_000n, '', 60)).toMatchObject({ ok: true });
    expect(await redis.exists(`${lot.rate}u3`)).toBe(0);
  });

  it('runs the scripts by EVALSHA after the first call on a connection', async () => {
    const connection = createRedis(inject('redisUrl'), 'commands');
    const monitor = await createRedis(inject('redisUrl'), 'commands').monitor();
    const seen: string[] = [];
    const k = keys();
    const lot = k.lot(1);
    monitor.on('monitor', (_time: string, args: string[]) => {
      const name = String(args[0]).toLowerCase();
      // Script calls only (MONITOR also shows the commands a script runs).
      if ((name === 'eval' || name === 'evalsha') && args.includes(lot.state)) seen.push(name);
    });
    try {
      const own = createAuctionScripts(connection);
      const c = AUCTION_CASES[0]!;
      await own.load(lot, {
        state: caseStateHash(c, 1, Date.now()),
        participants: c.participants,
        autobids: {},
      });
      let amount = 1_050_000_000n;
      for (const user of ['u1', 'u2', 'u1', 'u2', 'u1']) {
        const r = await own.placeBid(lot, user, amount, '', 60);
        expect(r.ok).toBe(true);
        amount += 50_000_000n;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      // load once by EVAL; placeBid by EVAL the first time, by EVALSHA the four times after.
      expect(seen).toEqual(['eval', 'eval', 'evalsha', 'evalsha', 'evalsha', 'evalsha']);
    } finally {
      monitor.disconnect();
      await connection.quit();
    }
  });
});

describe('the bid script on the commands connection', () => {
  // Auto-pipelining would hold it behind the previous pipeline's answer (redis/connection.ts
  // SENT_AT_ONCE); the turn's bids go out together in one write (redis/turn-writes.ts).
  it('is not gathered into the next pipeline, and a turn’s bids leave in one write', async () => {
    const lot = keys().lot(1);
    const stream = (redis as SingleRedis).stream;
    const writes = vi.spyOn(stream, '_writev');
    const bids = [1, 2, 3].map((n) =>
      scripts.placeBid(lot, String(n), 1_050_000_000n, `req-0000000${n}`, 60, 0),
    );
    expect(redis.autoPipelineQueueSize).toBe(0);
    const read = redis.hgetall(lot.state);
    expect(redis.autoPipelineQueueSize).toBe(1);
    expect(stream.writableCorked).toBe(1);
    for (const bid of bids) await expect(bid).resolves.toMatchObject({ ok: false, code: 'NO_STATE' });
    await expect(read).resolves.toEqual({});
    expect(stream.writableCorked).toBe(0);
    // The three scripts in one write, sent before the pipeline's read (held since the first bid).
    expect(writes.mock.calls[0]?.[0]).toHaveLength(3);
    writes.mockRestore();
  });
});
