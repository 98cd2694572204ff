/**
 * THE shared table of auction cases (docs/architecture.md section 2): the same cases run against the pure
 * TypeScript rules (cases.test.ts, unit) and against the Lua scripts on a real Redis
 * (tests/integration/auction-lua-cases.test.ts), so the two cannot drift apart.
 *
 * Times are relative to "now": the TypeScript side uses a fixed clock, the Lua side Redis TIME, so
 * expectations on times are compared with a tolerance there. No case needs time to pass.
 */
import { stepModeFor } from '../../money/bhm';
import type { AuctionStatus, BidKind } from './state';
import type { StepMode } from './steps';

/** 1 so'm in tiyin, and 1 000 000 so'm (the examples speak in millions). */
const SUM = 100n;
const M = 1_000_000n * SUM;
/** 2^53 - 1: the largest amount every client (and a Lua number) holds exactly. */
const MAX = 9_007_199_254_740_991n;

export interface CaseStart {
  startPrice: bigint;
  /** Either the mode itself or the notice day it is derived from (stepModeFor). */
  stepMode?: StepMode;
  noticeDate?: string;
  status?: AuctionStatus;
  price?: bigint;
  leader?: string;
  stepNo?: number;
  /** Defaults to stepNo. */
  seq?: number;
  /** ends_at - now; default one hour. */
  endsInMs?: number;
  /** Default 5 minutes. */
  overTimeMs?: number;
  /** For status 'paused': now - paused_at. */
  pausedAgoMs?: number;
}

export interface ExpectedBid {
  user: string;
  amount: bigint;
  kind: BidKind;
  step: number;
}

/** Where ends_at is after the operation. */
export type EndsExpectation = 'unchanged' | { fromNow: number } | { shiftedBy: number };

export interface ExpectOk {
  ok: true;
  duplicate?: boolean;
  bids?: ExpectedBid[];
  price?: bigint | null;
  leader?: string | null;
  stepNo?: number;
  status?: AuctionStatus;
  ends?: EndsExpectation;
  already?: boolean;
  deleted?: boolean;
  lostMs?: number;
  autoBidMax?: bigint;
}

/** In `data`, ENDS_AT stands for the lot's ends_at_ms at the time of the operation. */
export const ENDS_AT = 'ENDS_AT';

export interface ExpectFail {
  ok: false;
  code: string;
  data?: Record<string, string | number>;
}

export type Expectation = ExpectOk | ExpectFail;

export type CaseOp =
  | { op: 'bid'; user: string; amount: bigint; req?: string; expect: Expectation }
  | { op: 'setAutoBid'; user: string; max: bigint; req?: string; expect: Expectation }
  | { op: 'deleteAutoBid'; user: string; expect: Expectation }
  | { op: 'pause' | 'resume' | 'close'; expect: Expectation };

export interface AuctionCase {
  name: string;
  start: CaseStart;
  /** User id -> buyer number. */
  participants: Record<string, number>;
  /** Auto-bids present at the start, in set order (order 1, 2, ...). */
  autoBids?: [user: string, max: bigint][];
  ops: CaseOp[];
}

/** What a runner saw after one operation, in the table's terms (amounts as digit strings). */
export interface Observed {
  ok: boolean;
  code?: string;
  data?: Record<string, string | number>;
  duplicate?: boolean;
  bids?: { user: string; amount: string; kind: BidKind; step: number }[];
  /** The state in the answer (absent on a refusal). */
  state?: {
    price: string | null;
    leader: string | null;
    stepNo: number;
    status: AuctionStatus;
    endsAtMs: number;
  };
  already?: boolean;
  deleted?: boolean;
  lostMs?: number;
  autoBidMax?: string;
}

export interface CheckContext {
  /** The runner's idea of now at the operation. */
  nowMs: number;
  /** ends_at_ms before the operation. */
  endsBeforeMs: number;
  /** Allowed error on times: 0 for the TypeScript clock, some ms for Redis TIME. */
  toleranceMs: number;
}

export const CASE_PARTICIPANTS: Record<string, number> = { u1: 101, u2: 102, u3: 103, u4: 104 };

export function caseStepMode(start: CaseStart): StepMode {
  if (start.stepMode) return start.stepMode;
  if (start.noticeDate) return stepModeFor(start.startPrice, new Date(start.noticeDate));
  return 'standard';
}

/** The lot's state fields at the start, as the Redis hash holds them (all strings, '' for none). */
export function caseStateHash(c: AuctionCase, lotId: number, nowMs: number): Record<string, string> {
  const s = c.start;
  const endsAtMs = nowMs + (s.endsInMs ?? 3_600_000);
  const leaderNo = s.leader ? c.participants[s.leader] : undefined;
  const status = s.status ?? 'live';
  return {
    lot_id: String(lotId),
    status,
    start_price: s.startPrice.toString(),
    step_mode: caseStepMode(s),
    price: s.price?.toString() ?? '',
    leader: s.leader ?? '',
    leader_no: leaderNo === undefined ? '' : String(leaderNo),
    prev_price: '',
    prev_no: '',
    seq: String(s.seq ?? s.stepNo ?? 0),
    step_no: String(s.stepNo ?? 0),
    ends_at_ms: String(endsAtMs),
    scheduled_end_ms: String(endsAtMs),
    over_time_ms: String(s.overTimeMs ?? 300_000),
    paused_at_ms: status === 'paused' ? String(nowMs - (s.pausedAgoMs ?? 0)) : '',
    closed_at_ms: status === 'closed' ? String(nowMs - 1) : '',
    ab_order: String(c.autoBids?.length ?? 0),
  };
}

/** The auto-bids at the start as the Redis hash holds them: user -> "max:order". */
export function caseAutoBidHash(c: AuctionCase): Record<string, string> {
  return Object.fromEntries((c.autoBids ?? []).map(([user, max], i) => [user, `${max.toString()}:${i + 1}`]));
}

function near(actual: number, expected: number, toleranceMs: number): boolean {
  return Math.abs(actual - expected) <= toleranceMs;
}

/** The expectation with amounts as strings, the form `actualView` gives the observation. */
export function expectedView(e: Expectation): Record<string, unknown> {
  if (!e.ok) return e.data ? { ok: false, code: e.code, data: e.data } : { ok: false, code: e.code };
  const view: Record<string, unknown> = { ok: true };
  if (e.duplicate !== undefined) view.duplicate = e.duplicate;
  if (e.bids) view.bids = e.bids.map((b) => ({ ...b, amount: b.amount.toString() }));
  if (e.price !== undefined) view.price = e.price === null ? null : e.price.toString();
  if (e.leader !== undefined) view.leader = e.leader;
  if (e.stepNo !== undefined) view.stepNo = e.stepNo;
  if (e.status !== undefined) view.status = e.status;
  if (e.ends !== undefined) view.ends = e.ends;
  if (e.already !== undefined) view.already = e.already;
  if (e.deleted !== undefined) view.deleted = e.deleted;
  if (e.lostMs !== undefined) view.lostMs = e.lostMs;
  if (e.autoBidMax !== undefined) view.autoBidMax = e.autoBidMax.toString();
  return view;
}

/**
 * The observation cut to the keys the expectation names, times within the tolerance replaced by
 * the expected form, so `expect(actualView(...)).toEqual(expectedView(...))` shows a readable diff.
 */
export function actualView(e: Expectation, o: Observed, ctx: CheckContext): Record<string, unknown> {
  if (!o.ok || !e.ok) {
    const view: Record<string, unknown> = { ok: o.ok, code: o.code };
    if (o.ok) return { ...view, state: o.state };
    if (!e.ok && e.data && o.data) {
      view.data = Object.fromEntries(
        Object.entries(o.data).map(([k, v]) => [
          k,
          e.data?.[k] === ENDS_AT && Number(v) === ctx.endsBeforeMs ? ENDS_AT : v,
        ]),
      );
    } else if (o.data && Object.keys(o.data).length > 0) view.data = o.data;
    return view;
  }
  const view: Record<string, unknown> = { ok: true };
  if (e.duplicate !== undefined) view.duplicate = o.duplicate;
  if (e.bids) view.bids = o.bids;
  if (e.price !== undefined) view.price = o.state?.price ?? null;
  if (e.leader !== undefined) view.leader = o.state?.leader ?? null;
  if (e.stepNo !== undefined) view.stepNo = o.state?.stepNo;
  if (e.status !== undefined) view.status = o.state?.status;
  if (e.ends !== undefined) {
    const ends = o.state?.endsAtMs ?? NaN;
    const expected = e.ends;
    let ok: boolean;
    if (expected === 'unchanged') ok = ends === ctx.endsBeforeMs;
    else if ('fromNow' in expected) ok = near(ends, ctx.nowMs + expected.fromNow, ctx.toleranceMs);
    else ok = near(ends, ctx.endsBeforeMs + expected.shiftedBy, ctx.toleranceMs);
    view.ends = ok ? expected : { endsAtMs: ends, before: ctx.endsBeforeMs, now: ctx.nowMs };
  }
  if (e.already !== undefined) view.already = o.already;
  if (e.deleted !== undefined) view.deleted = o.deleted;
  if (e.lostMs !== undefined) {
    view.lostMs = o.lostMs !== undefined && near(o.lostMs, e.lostMs, ctx.toleranceMs) ? e.lostMs : o.lostMs;
  }
  if (e.autoBidMax !== undefined) view.autoBidMax = o.autoBidMax;
  return view;
}

const P = CASE_PARTICIPANTS;
const bid = (user: string, amount: bigint, step: number, kind: BidKind = 'manual'): ExpectedBid => ({
  user,
  amount,
  kind,
  step,
});
const auto = (user: string, amount: bigint, step: number): ExpectedBid => bid(user, amount, step, 'auto');

/** 10 000 000 so'm: the example of docs/domain.md; its ladder is 10.5, 11.0, 11.5, 12.0, 12.3, 12.6, 12.9 M. */
const TEN_M = 10n * M;
const m = (millions: number): bigint => (BigInt(Math.round(millions * 10)) * M) / 10n;

export const AUCTION_CASES: AuctionCase[] = [
  {
    name: "steps: the example of docs/domain.md (start 10 000 000 so'm)",
    start: { startPrice: TEN_M },
    participants: P,
    ops: [
      {
        op: 'bid',
        user: 'u1',
        amount: m(10.5),
        expect: { ok: true, bids: [bid('u1', m(10.5), 1)], price: m(10.5), leader: 'u1', stepNo: 1 },
      },
      { op: 'bid', user: 'u2', amount: m(11), expect: { ok: true, bids: [bid('u2', m(11), 2)], stepNo: 2 } },
      {
        op: 'bid',
        user: 'u1',
        amount: m(11.5),
        expect: { ok: true, bids: [bid('u1', m(11.5), 3)], stepNo: 3 },
      },
      { op: 'bid', user: 'u2', amount: m(12), expect: { ok: true, bids: [bid('u2', m(12), 4)], stepNo: 4 } },
      {
        op: 'bid',
        user: 'u1',
        amount: m(12.3) - 1n,
        expect: { ok: false, code: 'BID_TOO_LOW', data: { suggested: m(12.3).toString() } },
      },
      {
        op: 'bid',
        user: 'u1',
        amount: m(12.3),
        expect: { ok: true, bids: [bid('u1', m(12.3), 5)], stepNo: 5 },
      },
      {
        op: 'bid',
        user: 'u2',
        amount: m(12.6),
        expect: { ok: true, bids: [bid('u2', m(12.6), 6)], stepNo: 6 },
      },
      {
        op: 'bid',
        user: 'u1',
        amount: m(12.9),
        expect: { ok: true, bids: [bid('u1', m(12.9), 7)], price: m(12.9), leader: 'u1', stepNo: 7 },
      },
    ],
  },
  {
    name: "steps: flat 2 % above 2 000 BHM (1 000 000 000 so'm, notice of 2025-09-01)",
    start: { startPrice: 1_000n * M, noticeDate: '2025-09-01T10:00:00+05:00' },
    participants: P,
    ops: [
      { op: 'bid', user: 'u1', amount: 1_020n * M, expect: { ok: true, bids: [bid('u1', 1_020n * M, 1)] } },
      {
        op: 'bid',
        user: 'u2',
        amount: 1_040n * M - 1n,
        expect: { ok: false, code: 'BID_TOO_LOW', data: { suggested: (1_040n * M).toString() } },
      },
      {
        op: 'bid',
        user: 'u2',
        amount: 1_040n * M,
        expect: { ok: true, bids: [bid('u2', 1_040n * M, 2)], stepNo: 2 },
      },
    ],
  },
  {
    name: 'steps: flat mode stays 2 % at step 5 and later',
    start: { startPrice: 1_000n * M, stepMode: 'flat', price: 1_080n * M, leader: 'u1', stepNo: 4 },
    participants: P,
    ops: [
      {
        op: 'bid',
        user: 'u2',
        amount: 1_100n * M - 1n,
        expect: { ok: false, code: 'BID_TOO_LOW', data: { suggested: (1_100n * M).toString() } },
      },
      {
        op: 'bid',
        user: 'u2',
        amount: 1_100n * M,
        expect: { ok: true, bids: [bid('u2', 1_100n * M, 5)], stepNo: 5 },
      },
    ],
  },
  {
    name: 'steps: an odd start price rounds every step down to the tiyin',
    // 5 % of 1 234 567 tiyin = 61 728.35; 3 % = 37 037.01.
    start: { startPrice: 1_234_567n, price: 1_481_479n, leader: 'u1', stepNo: 4 },
    participants: P,
    ops: [
      {
        op: 'bid',
        user: 'u2',
        amount: 1_518_515n,
        expect: { ok: false, code: 'BID_TOO_LOW', data: { suggested: '1518516' } },
      },
      { op: 'bid', user: 'u2', amount: 1_518_516n, expect: { ok: true, bids: [bid('u2', 1_518_516n, 5)] } },
      {
        op: 'setAutoBid',
        user: 'u3',
        max: 1_555_553n,
        expect: { ok: true, bids: [auto('u3', 1_555_553n, 6)], autoBidMax: 1_555_553n },
      },
    ],
  },
  {
    name: 'manual bid at, above and below the suggested price',
    start: { startPrice: TEN_M },
    participants: P,
    ops: [
      {
        op: 'bid',
        user: 'u1',
        amount: m(10.5) - 1n,
        expect: { ok: false, code: 'BID_TOO_LOW', data: { suggested: m(10.5).toString() } },
      },
      { op: 'bid', user: 'u1', amount: m(10.5), expect: { ok: true, bids: [bid('u1', m(10.5), 1)] } },
      // Above: accepted as it is; the next suggestion is that amount plus the next step.
      {
        op: 'bid',
        user: 'u2',
        amount: 1_234_567_891n,
        expect: { ok: true, bids: [bid('u2', 1_234_567_891n, 2)], price: 1_234_567_891n },
      },
      {
        op: 'bid',
        user: 'u1',
        amount: 1_284_567_890n,
        expect: { ok: false, code: 'BID_TOO_LOW', data: { suggested: '1284567891' } },
      },
      {
        op: 'bid',
        user: 'u1',
        amount: 1_284_567_891n,
        expect: { ok: true, bids: [bid('u1', 1_284_567_891n, 3)], leader: 'u1' },
      },
    ],
  },
  {
    name: 'the leader cannot outbid themselves',
    start: { startPrice: TEN_M, price: m(10.5), leader: 'u1', stepNo: 1 },
    participants: P,
    ops: [
      { op: 'bid', user: 'u1', amount: m(11), expect: { ok: false, code: 'ALREADY_LEADER' } },
      { op: 'bid', user: 'u2', amount: m(11), expect: { ok: true, leader: 'u2' } },
    ],
  },
  {
    name: 'a non-participant can neither bid nor set an auto-bid',
    start: { startPrice: TEN_M },
    participants: P,
    ops: [
      { op: 'bid', user: 'u9', amount: m(10.5), expect: { ok: false, code: 'NOT_PARTICIPANT' } },
      { op: 'setAutoBid', user: 'u9', max: m(12), expect: { ok: false, code: 'NOT_PARTICIPANT' } },
    ],
  },
  {
    name: 'a paused auction refuses bids, auto-bids and closing',
    start: { startPrice: TEN_M, status: 'paused', pausedAgoMs: 5_000, endsInMs: -10_000 },
    participants: P,
    ops: [
      { op: 'bid', user: 'u1', amount: m(10.5), expect: { ok: false, code: 'AUCTION_PAUSED' } },
      { op: 'setAutoBid', user: 'u1', max: m(12), expect: { ok: false, code: 'AUCTION_PAUSED' } },
      { op: 'close', expect: { ok: false, code: 'AUCTION_PAUSED' } },
      { op: 'pause', expect: { ok: true, already: true, status: 'paused' } },
    ],
  },
  {
    name: 'an auction past its end refuses bids and a pause',
    start: { startPrice: TEN_M, endsInMs: -1 },
    participants: P,
    ops: [
      { op: 'bid', user: 'u1', amount: m(10.5), expect: { ok: false, code: 'AUCTION_ENDED' } },
      { op: 'setAutoBid', user: 'u1', max: m(12), expect: { ok: false, code: 'AUCTION_ENDED' } },
      { op: 'pause', expect: { ok: false, code: 'AUCTION_ENDED' } },
    ],
  },
  {
    name: 'a closed auction refuses bids and a resume; closing again is "already"',
    start: { startPrice: TEN_M, status: 'closed', endsInMs: -60_000 },
    participants: P,
    ops: [
      { op: 'bid', user: 'u1', amount: m(10.5), expect: { ok: false, code: 'AUCTION_ENDED' } },
      { op: 'resume', expect: { ok: false, code: 'AUCTION_ENDED' } },
      { op: 'close', expect: { ok: true, already: true, status: 'closed' } },
    ],
  },
  {
    name: 'over-time: a bid inside the window moves the end to now + window',
    start: { startPrice: TEN_M, endsInMs: 60_000, overTimeMs: 300_000 },
    participants: P,
    ops: [
      { op: 'bid', user: 'u1', amount: m(10.5), expect: { ok: true, ends: { fromNow: 300_000 } } },
      { op: 'bid', user: 'u2', amount: m(11), expect: { ok: true, ends: { fromNow: 300_000 } } },
    ],
  },
  {
    name: 'over-time: a bid outside the window leaves the end',
    start: { startPrice: TEN_M, endsInMs: 3_600_000, overTimeMs: 300_000 },
    participants: P,
    ops: [{ op: 'bid', user: 'u1', amount: m(10.5), expect: { ok: true, ends: 'unchanged' } }],
  },
  {
    name: 'over-time: window 0 is off',
    start: { startPrice: TEN_M, endsInMs: 10_000, overTimeMs: 0 },
    participants: P,
    ops: [{ op: 'bid', user: 'u1', amount: m(10.5), expect: { ok: true, ends: 'unchanged' } }],
  },
  {
    name: 'over-time: auto-bids set off by a late bid extend the end too',
    start: { startPrice: TEN_M, endsInMs: 30_000, overTimeMs: 120_000 },
    participants: P,
    autoBids: [['u2', m(11)]],
    ops: [
      {
        op: 'bid',
        user: 'u1',
        amount: m(10.5),
        expect: { ok: true, bids: [bid('u1', m(10.5), 1), auto('u2', m(11), 2)], ends: { fromNow: 120_000 } },
      },
    ],
  },
  {
    name: 'a repeated request id returns the first answer',
    start: { startPrice: TEN_M },
    participants: P,
    ops: [
      {
        op: 'bid',
        user: 'u1',
        amount: m(10.5),
        req: 'r1',
        expect: { ok: true, duplicate: false, bids: [bid('u1', m(10.5), 1)] },
      },
      {
        op: 'bid',
        user: 'u1',
        amount: m(10.5),
        req: 'r1',
        expect: { ok: true, duplicate: true, bids: [bid('u1', m(10.5), 1)], price: m(10.5) },
      },
      // The same id from another user is another request.
      {
        op: 'bid',
        user: 'u2',
        amount: m(11),
        req: 'r1',
        expect: { ok: true, duplicate: false, bids: [bid('u2', m(11), 2)], leader: 'u2' },
      },
      // Still the first answer, even though the lot has moved on.
      {
        op: 'bid',
        user: 'u1',
        amount: m(99),
        req: 'r1',
        expect: { ok: true, duplicate: true, bids: [bid('u1', m(10.5), 1)], leader: 'u1', stepNo: 1 },
      },
      {
        op: 'setAutoBid',
        user: 'u3',
        max: m(12),
        req: 'a1',
        expect: { ok: true, duplicate: false, bids: [auto('u3', m(11.5), 3)], autoBidMax: m(12) },
      },
      {
        op: 'setAutoBid',
        user: 'u3',
        max: m(13),
        req: 'a1',
        expect: { ok: true, duplicate: true, bids: [auto('u3', m(11.5), 3)], autoBidMax: m(12) },
      },
    ],
  },
  {
    name: 'auto-bid: a single auto-bidder answers each manual bid while within the maximum',
    start: { startPrice: TEN_M },
    participants: P,
    autoBids: [['u2', m(12)]],
    ops: [
      {
        op: 'bid',
        user: 'u1',
        amount: m(10.5),
        expect: { ok: true, bids: [bid('u1', m(10.5), 1), auto('u2', m(11), 2)], leader: 'u2', stepNo: 2 },
      },
      {
        op: 'bid',
        user: 'u1',
        amount: m(11.5),
        expect: { ok: true, bids: [bid('u1', m(11.5), 3), auto('u2', m(12), 4)], leader: 'u2' },
      },
      {
        op: 'bid',
        user: 'u1',
        amount: m(12.3),
        expect: { ok: true, bids: [bid('u1', m(12.3), 5)], leader: 'u1', price: m(12.3), stepNo: 5 },
      },
    ],
  },
  {
    name: 'auto-bid: set while nobody leads, it opens at the suggested price',
    start: { startPrice: TEN_M },
    participants: P,
    ops: [
      {
        op: 'setAutoBid',
        user: 'u1',
        max: m(12),
        expect: { ok: true, bids: [auto('u1', m(10.5), 1)], leader: 'u1', autoBidMax: m(12) },
      },
    ],
  },
  {
    name: 'auto-bid duel: the higher maximum wins at the lowest rung beating the other',
    start: { startPrice: TEN_M },
    participants: P,
    autoBids: [
      ['u2', m(12)],
      ['u3', m(13)],
    ],
    ops: [
      {
        op: 'bid',
        user: 'u1',
        amount: m(10.5),
        expect: {
          ok: true,
          bids: [bid('u1', m(10.5), 1), auto('u2', m(12), 4), auto('u3', m(12.3), 5)],
          price: m(12.3),
          leader: 'u3',
          stepNo: 5,
        },
      },
    ],
  },
  {
    name: 'auto-bid duel set up by two auto-bids one after the other',
    start: { startPrice: TEN_M },
    participants: P,
    ops: [
      { op: 'setAutoBid', user: 'u2', max: m(12), expect: { ok: true, bids: [auto('u2', m(10.5), 1)] } },
      {
        op: 'setAutoBid',
        user: 'u3',
        max: m(13),
        expect: { ok: true, bids: [auto('u2', m(12), 4), auto('u3', m(12.3), 5)], leader: 'u3' },
      },
      {
        op: 'bid',
        user: 'u1',
        amount: m(12.6),
        expect: { ok: true, bids: [bid('u1', m(12.6), 6), auto('u3', m(12.9), 7)], leader: 'u3' },
      },
    ],
  },
  {
    name: 'auto-bid duel: equal maxima, the earlier auto-bid wins',
    start: { startPrice: TEN_M },
    participants: P,
    autoBids: [
      ['u2', m(12)],
      ['u3', m(12)],
    ],
    ops: [
      {
        op: 'bid',
        user: 'u1',
        amount: m(10.5),
        expect: {
          ok: true,
          bids: [bid('u1', m(10.5), 1), auto('u3', m(11.5), 3), auto('u2', m(12), 4)],
          leader: 'u2',
        },
      },
    ],
  },
  {
    name: 'auto-bid: a new maximum takes a new order (equal maxima, now the other is earlier)',
    start: { startPrice: TEN_M, price: m(10.5), leader: 'u1', stepNo: 1 },
    participants: P,
    autoBids: [['u3', m(10.6)]],
    ops: [
      // u2 (order 2) challenges u3's stale maximum alone; then u3 raises to the same max (order 3).
      {
        op: 'setAutoBid',
        user: 'u2',
        max: m(12),
        expect: { ok: true, bids: [auto('u2', m(11), 2)], leader: 'u2' },
      },
      {
        op: 'setAutoBid',
        user: 'u3',
        max: m(12),
        expect: { ok: true, bids: [auto('u3', m(11.5), 3), auto('u2', m(12), 4)], leader: 'u2', stepNo: 4 },
      },
    ],
  },
  {
    name: 'auto-bid: three auto-bidders, only the best two climb',
    start: { startPrice: TEN_M },
    participants: P,
    autoBids: [
      ['u2', m(12)],
      ['u3', m(12.6)],
      ['u4', m(13.2)],
    ],
    ops: [
      {
        op: 'bid',
        user: 'u1',
        amount: m(10.5),
        expect: {
          ok: true,
          bids: [bid('u1', m(10.5), 1), auto('u3', m(12.6), 6), auto('u4', m(12.9), 7)],
          leader: 'u4',
          stepNo: 7,
        },
      },
    ],
  },
  {
    name: "auto-bid: the leader's own auto-bid defends against a challenger",
    start: { startPrice: TEN_M, price: m(10.5), leader: 'u1', stepNo: 1 },
    participants: P,
    autoBids: [['u1', m(13)]],
    ops: [
      {
        op: 'setAutoBid',
        user: 'u2',
        max: m(12),
        expect: { ok: true, bids: [auto('u2', m(12), 4), auto('u1', m(12.3), 5)], leader: 'u1' },
      },
      {
        op: 'bid',
        user: 'u3',
        amount: m(12.6),
        expect: { ok: true, bids: [bid('u3', m(12.6), 6), auto('u1', m(12.9), 7)], leader: 'u1' },
      },
      {
        op: 'bid',
        user: 'u3',
        amount: m(13.2),
        expect: { ok: true, bids: [bid('u3', m(13.2), 8)], leader: 'u3' },
      },
    ],
  },
  {
    name: 'auto-bid: the defender holds when the challenger can reach only the suggested price',
    start: { startPrice: TEN_M, price: m(10.5), leader: 'u1', stepNo: 1 },
    participants: P,
    autoBids: [['u1', m(11.2)]],
    ops: [
      {
        op: 'setAutoBid',
        user: 'u2',
        max: m(11),
        expect: { ok: true, bids: [], price: m(10.5), leader: 'u1', stepNo: 1 },
      },
    ],
  },
  {
    name: 'auto-bid: a defender earlier on equal maxima keeps the lead at the top rung',
    start: { startPrice: TEN_M },
    participants: P,
    ops: [
      { op: 'setAutoBid', user: 'u3', max: m(12), expect: { ok: true, bids: [auto('u3', m(10.5), 1)] } },
      {
        op: 'setAutoBid',
        user: 'u2',
        max: m(12),
        expect: { ok: true, bids: [auto('u2', m(11.5), 3), auto('u3', m(12), 4)], leader: 'u3' },
      },
    ],
  },
  {
    name: 'auto-bid: maximum too low, too high, and the leader only above the price',
    start: { startPrice: TEN_M },
    participants: P,
    ops: [
      {
        op: 'setAutoBid',
        user: 'u1',
        max: m(10.5) - 1n,
        expect: { ok: false, code: 'AUTO_BID_TOO_LOW', data: { suggested: m(10.5).toString() } },
      },
      {
        op: 'setAutoBid',
        user: 'u1',
        max: 100n * TEN_M + 1n,
        expect: { ok: false, code: 'AUTO_BID_TOO_HIGH', data: { max: (100n * TEN_M).toString() } },
      },
      {
        op: 'setAutoBid',
        user: 'u1',
        max: 100n * TEN_M,
        expect: { ok: true, bids: [auto('u1', m(10.5), 1)], autoBidMax: 100n * TEN_M },
      },
      {
        op: 'setAutoBid',
        user: 'u1',
        max: m(10.5),
        expect: { ok: false, code: 'AUTO_BID_TOO_LOW', data: { suggested: m(11).toString() } },
      },
      {
        op: 'setAutoBid',
        user: 'u1',
        max: m(10.5) + 1n,
        expect: { ok: true, bids: [], autoBidMax: m(10.5) + 1n, leader: 'u1' },
      },
      {
        op: 'setAutoBid',
        user: 'u2',
        max: m(11) - 1n,
        expect: { ok: false, code: 'AUTO_BID_TOO_LOW', data: { suggested: m(11).toString() } },
      },
    ],
  },
  {
    name: 'auto-bid: a deleted auto-bid no longer answers',
    start: { startPrice: TEN_M },
    participants: P,
    autoBids: [['u2', m(12)]],
    ops: [
      { op: 'deleteAutoBid', user: 'u2', expect: { ok: true, deleted: true } },
      {
        op: 'bid',
        user: 'u1',
        amount: m(10.5),
        expect: { ok: true, bids: [bid('u1', m(10.5), 1)], leader: 'u1' },
      },
      { op: 'deleteAutoBid', user: 'u2', expect: { ok: true, deleted: false } },
    ],
  },
  {
    name: 'pause, then resume: the end moves by the time lost, the suggestion stays',
    start: {
      startPrice: TEN_M,
      status: 'paused',
      pausedAgoMs: 60_000,
      price: m(10.5),
      leader: 'u1',
      stepNo: 1,
    },
    participants: P,
    ops: [
      { op: 'bid', user: 'u2', amount: m(11), expect: { ok: false, code: 'AUCTION_PAUSED' } },
      {
        op: 'resume',
        expect: { ok: true, already: false, lostMs: 60_000, status: 'live', ends: { shiftedBy: 60_000 } },
      },
      { op: 'resume', expect: { ok: true, already: true, lostMs: 0, ends: 'unchanged' } },
      {
        op: 'bid',
        user: 'u2',
        amount: m(11) - 1n,
        expect: { ok: false, code: 'BID_TOO_LOW', data: { suggested: m(11).toString() } },
      },
      { op: 'bid', user: 'u2', amount: m(11), expect: { ok: true, bids: [bid('u2', m(11), 2)] } },
    ],
  },
  {
    name: 'pause a live auction, pause again, resume at once',
    start: { startPrice: TEN_M },
    participants: P,
    ops: [
      { op: 'pause', expect: { ok: true, already: false, status: 'paused', ends: 'unchanged' } },
      { op: 'pause', expect: { ok: true, already: true, status: 'paused' } },
      { op: 'bid', user: 'u1', amount: m(10.5), expect: { ok: false, code: 'AUCTION_PAUSED' } },
      {
        op: 'resume',
        expect: { ok: true, already: false, lostMs: 0, status: 'live', ends: { shiftedBy: 0 } },
      },
      { op: 'bid', user: 'u1', amount: m(10.5), expect: { ok: true, leader: 'u1' } },
    ],
  },
  {
    name: 'close before the end is refused with the end',
    start: { startPrice: TEN_M, endsInMs: 3_600_000 },
    participants: P,
    ops: [{ op: 'close', expect: { ok: false, code: 'NOT_YET', data: { ends_at_ms: ENDS_AT } } }],
  },
  {
    name: 'close after the end, then again',
    start: { startPrice: TEN_M, price: m(10.5), leader: 'u1', stepNo: 1, endsInMs: -1_000 },
    participants: P,
    ops: [
      { op: 'close', expect: { ok: true, already: false, status: 'closed', price: m(10.5), leader: 'u1' } },
      { op: 'close', expect: { ok: true, already: true, status: 'closed' } },
      { op: 'bid', user: 'u2', amount: m(11), expect: { ok: false, code: 'AUCTION_ENDED' } },
    ],
  },
  {
    name: 'huge amounts near 2^53 keep every digit',
    // 2 % of 8 600 000 000 000 001 = 172 000 000 000 000.02
    start: { startPrice: 8_600_000_000_000_001n, stepMode: 'flat' },
    participants: P,
    ops: [
      {
        op: 'bid',
        user: 'u1',
        amount: 8_772_000_000_000_000n,
        expect: { ok: false, code: 'BID_TOO_LOW', data: { suggested: '8772000000000001' } },
      },
      {
        op: 'bid',
        user: 'u1',
        amount: 8_772_000_000_000_001n,
        expect: { ok: true, bids: [bid('u1', 8_772_000_000_000_001n, 1)] },
      },
      {
        op: 'bid',
        user: 'u2',
        amount: 8_944_000_000_000_000n,
        expect: { ok: false, code: 'BID_TOO_LOW', data: { suggested: '8944000000000001' } },
      },
      {
        op: 'bid',
        user: 'u2',
        amount: MAX,
        expect: { ok: true, bids: [bid('u2', MAX, 2)], price: MAX, leader: 'u2' },
      },
    ],
  },
  {
    name: 'huge auto-bids near 2^53: the cap is 2^53 - 1, the duel keeps every digit',
    // 2 % of 8 500 000 000 000 003 = 170 000 000 000 000.06; rungs 8 670 ..., 8 840 ..., 9 010 ... (> 2^53).
    start: { startPrice: 8_500_000_000_000_003n, stepMode: 'flat' },
    participants: P,
    autoBids: [
      ['u2', MAX],
      ['u3', 8_840_000_000_000_003n],
    ],
    ops: [
      {
        op: 'setAutoBid',
        user: 'u4',
        max: MAX + 1n,
        expect: { ok: false, code: 'AUTO_BID_TOO_HIGH', data: { max: MAX.toString() } },
      },
      {
        op: 'bid',
        user: 'u1',
        amount: 8_670_000_000_000_003n,
        expect: {
          ok: true,
          bids: [bid('u1', 8_670_000_000_000_003n, 1), auto('u2', 8_840_000_000_000_003n, 2)],
          price: 8_840_000_000_000_003n,
          leader: 'u2',
        },
      },
    ],
  },
];
