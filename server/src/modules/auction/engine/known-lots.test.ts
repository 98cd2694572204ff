import { suggestedPrice } from '@kimoshdi/shared/domain/trade/auction/steps';
import { describe, expect, it, vi } from 'vitest';
import type { LuaBid, LuaState } from '../../../redis/lua';
import { CATCH_UP_MS, FRESH_MS, IDLE_MS, createKnownLots, type LotKnowledge } from './known-lots';

const LOT = 7;
const NOW = 1_000_000;

function state(over: Partial<LuaState> = {}): LuaState {
  return {
    lot_id: LOT,
    status: 'live',
    start_price: '10000000',
    step_mode: 'standard',
    price: '12000000',
    leader: 'leader',
    leader_no: '3',
    prev_price: '11000000',
    prev_no: '2',
    seq: 5,
    step_no: 5,
    ends_at_ms: NOW + 60_000,
    scheduled_end_ms: NOW + 60_000,
    over_time_ms: 0,
    paused_at_ms: null,
    closed_at_ms: null,
    ...over,
  };
}

function suggestedOf(s: LuaState): bigint {
  return suggestedPrice({
    startPrice: BigInt(s.start_price),
    price: s.price ? BigInt(s.price) : null,
    stepNo: s.step_no,
    stepMode: s.step_mode,
  });
}

function bid(seq: number, user: string, amount: string, req: string): LuaBid {
  return { seq, user, no: 1, amount, kind: 'manual', step: seq, at: NOW, ends: NOW + 60_000, req };
}

/** Known lots over a scripted Redis: each load answers the knowledge set at that moment. */
async function setup(
  knowledge: LotKnowledge = {
    state: state(),
    requests: ['bob:r-old'],
    participants: ['bob', 'leader', 'eve'],
  },
) {
  let wall = NOW;
  let current: LotKnowledge | undefined = knowledge;
  let loads = 0;
  const known = createKnownLots(
    async () => {
      loads += 1;
      return current;
    },
    () => wall,
  );
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  // The first refusal from Redis makes the process learn the lot.
  known.refused(LOT, 'bob', 'BID_TOO_LOW', suggestedOf(knowledge.state).toString());
  await settle();
  return {
    known,
    settle,
    loads: () => loads,
    advance: (ms: number) => (wall += ms),
    answerNext: (next: LotKnowledge | undefined) => (current = next),
  };
}

describe('known lots: a bid surely too low', () => {
  const low = suggestedOf(state()) - 1n;

  it.each([
    ['a participant below the suggested price', 'bob', low, 'r-new', 'refused'],
    ['without a request id', 'bob', low, '', 'refused'],
    ['at the suggested price', 'bob', low + 1n, 'r-new', 'to the script'],
    ['the leader (ALREADY_LEADER comes first)', 'leader', low, 'r-new', 'to the script'],
    ['not a participant (NOT_PARTICIPANT comes first)', 'mallory', low, 'r-new', 'to the script'],
    ['a repeat of an accepted request (its first answer)', 'bob', low, 'r-old', 'to the script'],
    ["another bidder's request id", 'eve', low, 'r-old', 'refused'],
  ])('%s: %s', async (_case, user, amount, req, expected) => {
    const { known } = await setup();
    const answer = known.tooLow(LOT, user, amount, req, NOW);
    expect(answer === undefined ? 'to the script' : 'refused').toBe(expected);
    if (answer !== undefined) expect(answer).toBe(suggestedOf(state()).toString());
  });

  it('knows nothing of a lot no answer came for', () => {
    const known = createKnownLots(
      async () => ({ state: state(), requests: [], participants: ['bob'] }),
      () => NOW,
    );
    expect(known.tooLow(LOT, 'bob', 1n, 'r', NOW)).toBeUndefined();
  });

  it('sends everything to the script once the last answer from Redis is older than FRESH_MS', async () => {
    const { known, advance } = await setup();
    advance(FRESH_MS - 1);
    expect(known.tooLow(LOT, 'bob', low, 'r', NOW)).toBeDefined();
    advance(1);
    expect(known.tooLow(LOT, 'bob', low, 'r', NOW)).toBeUndefined();
  });

  it('sends everything to the script within FRESH_MS of the known end', async () => {
    const { known } = await setup();
    expect(known.tooLow(LOT, 'bob', low, 'r', NOW + 60_000 - FRESH_MS - 1)).toBeDefined();
    expect(known.tooLow(LOT, 'bob', low, 'r', NOW + 60_000 - FRESH_MS)).toBeUndefined();
  });

  it('follows accepted bids in order: the new price, leader and request ids', async () => {
    const { known, loads } = await setup();
    const next = state({ seq: 6, step_no: 6, price: suggestedOf(state()).toString(), leader: 'eve' });
    known.accepted(LOT, 'eve', [bid(6, 'eve', next.price, 'r-eve')], next);
    expect(loads()).toBe(1);
    const lowNow = suggestedOf(next) - 1n;
    expect(known.tooLow(LOT, 'bob', lowNow, 'r', NOW)).toBe(suggestedOf(next).toString());
    expect(known.tooLow(LOT, 'eve', lowNow, 'r', NOW)).toBeUndefined(); // the leader now
    expect(known.tooLow(LOT, 'leader', lowNow, 'r', NOW)).toBeDefined(); // no longer the leader
    known.accepted(
      LOT,
      'bob',
      [bid(7, 'bob', '99000000', 'r-bob')],
      state({ seq: 7, step_no: 7, price: '99000000', leader: 'bob' }),
    );
    expect(known.tooLow(LOT, 'eve', 1n, 'r-eve', NOW)).toBeUndefined(); // eve's accepted request
    expect(known.tooLow(LOT, 'eve', 1n, 'r-other', NOW)).toBeDefined();
  });

  it('reads the lot again when bids were taken elsewhere (a gap in seq), using what it knew meanwhile', async () => {
    const { known, settle, loads, answerNext } = await setup();
    const later = state({ seq: 9, step_no: 9, price: '50000000', leader: 'eve' });
    answerNext({
      state: later,
      requests: ['bob:r-old', 'leader:r-elsewhere'],
      participants: ['bob', 'leader', 'eve'],
    });
    known.accepted(LOT, 'bob', [bid(9, 'bob', '50000000', 'r-9')], later);
    // The old state's suggestion is a lower bound of the new one: still in use.
    expect(known.tooLow(LOT, 'eve', low, 'r', NOW)).toBe(suggestedOf(state()).toString());
    await settle();
    expect(loads()).toBe(2);
    expect(known.tooLow(LOT, 'leader', 1n, 'r-elsewhere', NOW)).toBeUndefined(); // accepted elsewhere
    expect(known.tooLow(LOT, 'leader', 1n, 'r', NOW)).toBe(suggestedOf(later).toString());
    expect(known.tooLow(LOT, 'eve', 1n, 'r', NOW)).toBeUndefined(); // the leader now
  });

  it("reads the lot again when the script's suggestion stays above the known one past CATCH_UP_MS", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { known, settle, loads } = await setup();
      known.refused(LOT, 'bob', 'BID_TOO_LOW', '100'); // an overtaken answer: nothing new
      known.refused(LOT, 'bob', 'BID_TOO_LOW', '999999999999');
      expect(known.tooLow(LOT, 'bob', low, 'r', NOW)).toBeDefined();
      vi.advanceTimersByTime(CATCH_UP_MS);
      await settle();
      expect(loads()).toBe(2);
      // This process's own bid known in time: no read.
      const next = state({ seq: 6, step_no: 6, price: suggestedOf(state()).toString(), leader: 'eve' });
      known.refused(LOT, 'bob', 'BID_TOO_LOW', suggestedOf(next).toString());
      known.accepted(LOT, 'eve', [bid(6, 'eve', next.price, 'r-eve')], next);
      vi.advanceTimersByTime(CATCH_UP_MS);
      await settle();
      expect(loads()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes no load that a drop overtook', async () => {
    const { known, settle, loads } = await setup();
    known.accepted(LOT, 'bob', [bid(9, 'bob', '50000000', 'r-9')], state({ seq: 9 }));
    known.drop(LOT);
    await settle();
    expect(loads()).toBe(2);
    expect(known.tooLow(LOT, 'bob', 1n, 'r', NOW)).toBeUndefined();
  });

  it.each(['AUCTION_PAUSED', 'AUCTION_ENDED', 'AUCTION_NOT_LIVE'])('forgets the lot on %s', async (code) => {
    const { known } = await setup();
    known.refused(LOT, 'bob', code, undefined);
    expect(known.tooLow(LOT, 'bob', low, 'r', NOW)).toBeUndefined();
  });

  it('counts a participant from an answer past the gate, and forgets a dropped lot', async () => {
    const { known } = await setup();
    expect(known.tooLow(LOT, 'newcomer', low, 'r', NOW)).toBeUndefined();
    known.refused(LOT, 'newcomer', 'ALREADY_LEADER', undefined);
    expect(known.tooLow(LOT, 'newcomer', low, 'r', NOW)).toBeDefined();
    known.drop(LOT);
    expect(known.tooLow(LOT, 'newcomer', low, 'r', NOW)).toBeUndefined();
  });

  it('lets a lot go once no answer vouched for it in IDLE_MS, when another lot is learnt', async () => {
    const { known, settle, advance } = await setup();
    advance(IDLE_MS + 1);
    known.refused(LOT + 1, 'bob', 'BID_TOO_LOW', '1');
    await settle();
    // The first lot is gone: an answer vouching for it again does not bring its knowledge back.
    known.refused(LOT, 'bob', 'ALREADY_LEADER', undefined);
    expect(known.tooLow(LOT, 'bob', low, 'r', NOW)).toBeUndefined();
    await settle();
    expect(known.tooLow(LOT, 'bob', low, 'r', NOW)).toBeDefined(); // read again
  });

  it('does not learn a lot that is not live', async () => {
    const { known } = await setup({
      state: state({ status: 'paused' }),
      requests: [],
      participants: ['bob'],
    });
    expect(known.tooLow(LOT, 'bob', low, 'r', NOW)).toBeUndefined();
  });
});
