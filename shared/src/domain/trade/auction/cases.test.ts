import { describe, expect, it } from 'vitest';
import { deleteAutoBid, placeBid, setAutoBid } from './bid-rules';
import {
  AUCTION_CASES,
  actualView,
  caseAutoBidHash,
  caseStateHash,
  expectedView,
  type AuctionCase,
  type CaseOp,
  type Observed,
} from './cases';
import { closeAuction, pauseAuction, resumeAuction } from './pause';
import type { AcceptedBid, AuctionLot, AuctionState, AutoBid } from './state';
import type { StepMode } from './steps';

const NOW = 1_800_000_000_000;

const big = (v: string | undefined) => (v ? BigInt(v) : null);
const num = (v: string | undefined) => (v ? Number(v) : null);

/** The case's start, read from the same hash the Lua side loads, so both start alike. */
function startLot(c: AuctionCase): AuctionLot {
  const h = caseStateHash(c, 1, NOW);
  const state: AuctionState = {
    lotId: Number(h.lot_id),
    status: h.status as AuctionState['status'],
    startPrice: BigInt(h.start_price!),
    stepMode: h.step_mode as StepMode,
    price: big(h.price),
    leader: h.leader || null,
    leaderNo: num(h.leader_no),
    prevPrice: big(h.prev_price),
    prevNo: num(h.prev_no),
    seq: Number(h.seq),
    stepNo: Number(h.step_no),
    endsAtMs: Number(h.ends_at_ms),
    scheduledEndMs: Number(h.scheduled_end_ms),
    overTimeMs: Number(h.over_time_ms),
    pausedAtMs: num(h.paused_at_ms),
    closedAtMs: num(h.closed_at_ms),
    abOrder: Number(h.ab_order),
  };
  const autoBids: Record<string, AutoBid> = {};
  for (const [user, value] of Object.entries(caseAutoBidHash(c))) {
    const [max = '0', order = '0'] = value.split(':');
    autoBids[user] = { max: BigInt(max), order: Number(order) };
  }
  return { state, participants: c.participants, autoBids, requests: {} };
}

const stateView = (s: AuctionState): Observed['state'] => ({
  price: s.price?.toString() ?? null,
  leader: s.leader,
  stepNo: s.stepNo,
  status: s.status,
  endsAtMs: s.endsAtMs,
});
const bidsView = (bids: AcceptedBid[]): Observed['bids'] =>
  bids.map((b) => ({ user: b.user, amount: b.amount.toString(), kind: b.kind, step: b.step }));

type Step = { lot: AuctionLot; observed: Observed };

function answerView(result: { duplicate: boolean; bids: AcceptedBid[]; state: AuctionState }): Observed {
  return {
    ok: true,
    duplicate: result.duplicate,
    bids: bidsView(result.bids),
    state: stateView(result.state),
  };
}

/** One operation of a case on the pure rules, at the fixed clock. */
function runOp(lot: AuctionLot, op: CaseOp): Step {
  switch (op.op) {
    case 'bid': {
      const r = placeBid(lot, { userId: op.user, amount: op.amount, requestId: op.req ?? '' }, NOW);
      return r.ok ? { lot: r.lot, observed: answerView(r) } : { lot, observed: r };
    }
    case 'setAutoBid': {
      const r = setAutoBid(lot, { userId: op.user, max: op.max, requestId: op.req ?? '' }, NOW);
      if (!r.ok) return { lot, observed: r };
      return { lot: r.lot, observed: { ...answerView(r), autoBidMax: r.autoBidMax.toString() } };
    }
    case 'deleteAutoBid': {
      const r = deleteAutoBid(lot, op.user);
      return { lot: r.lot, observed: { ok: true, deleted: r.deleted, state: stateView(r.lot.state) } };
    }
    case 'resume': {
      const r = resumeAuction(lot.state, NOW);
      if (!r.ok) return { lot, observed: r };
      const observed = { ok: true, already: r.already, lostMs: r.lostMs, state: stateView(r.state) };
      return { lot: { ...lot, state: r.state }, observed };
    }
    case 'pause':
    case 'close': {
      const r = op.op === 'pause' ? pauseAuction(lot.state, NOW) : closeAuction(lot.state, NOW);
      if (!r.ok) return { lot, observed: r };
      return {
        lot: { ...lot, state: r.state },
        observed: { ok: true, already: r.already, state: stateView(r.state) },
      };
    }
  }
}

describe('the shared auction cases against the TypeScript rules', () => {
  it.each(AUCTION_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    let lot = startLot(c);
    c.ops.forEach((op, index) => {
      const context = { nowMs: NOW, endsBeforeMs: lot.state.endsAtMs, toleranceMs: 0 };
      const step = runOp(lot, op);
      lot = step.lot;
      expect({ op: index, ...actualView(op.expect, step.observed, context) }).toEqual({
        op: index,
        ...expectedView(op.expect),
      });
    });
  });
});
