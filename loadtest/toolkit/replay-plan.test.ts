import { stepAmount } from '@kimoshdi/shared/domain/trade/auction/steps';
import { describe, expect, it } from 'vitest';
import { peakRate } from './commands/replay';
import {
  checkAcksInLog,
  inferStepMode,
  judgeReplay,
  planReplay,
  scaleAmount,
  watcherGaps,
  type BidResult,
  type LogBid,
} from './replay-plan';

const START = 1_000_000_000n;
const lot = { startPrice: START, stepMode: 'standard' as const };

/** A log of one-step bids by alternating buyers, `gapMs` apart. */
function ladder(count: number, gapMs: number, buyers = ['1', '2']): LogBid[] {
  let price = START;
  return Array.from({ length: count }, (_, i) => {
    price += stepAmount(START, i + 1, 'standard');
    return {
      seq: i + 1,
      buyer_number: buyers[i % buyers.length] as string,
      amount: price.toString(),
      placed_at: 1_795_000_000_000 + i * gapMs,
      step_no: i + 1,
    };
  });
}

describe('the replay plan', () => {
  it('keeps the amounts and the relative timing, divided by the speed', () => {
    const log = ladder(6, 1_000);
    const plan = planReplay(log, lot, lot, { speed: 10, bidders: 2 });
    expect(plan.scaled).toBe(false);
    expect(plan.bids.map((b) => b.amount)).toEqual(log.map((b) => b.amount));
    expect(plan.bids.map((b) => b.at_ms)).toEqual([500, 600, 700, 800, 900, 1000]);
    expect(plan.bids.map((b) => b.bidder)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(plan.bids.some((b) => b.tight)).toBe(false);
  });

  it('scales the amounts to another start price and keeps each at or above the suggested price', () => {
    const log = ladder(6, 1_000);
    const half = { startPrice: START / 2n, stepMode: 'standard' as const };
    const plan = planReplay(log, lot, half, { speed: 1, bidders: 2 });
    expect(plan.scaled).toBe(true);
    expect(plan.bids.map((b) => b.amount)).toEqual(log.map((b) => (BigInt(b.amount) / 2n).toString()));
    expect(scaleAmount(1_100_000_000n, lot, half)).toBe(550_000_000n);
    // An auto-bid duel's three-step rung, replayed as one manual bid: raised to the suggested price.
    const rung: LogBid[] = [
      { seq: 1, buyer_number: '1', amount: '1050000000', placed_at: 0, step_no: 1 },
      { seq: 2, buyer_number: '2', amount: '1060000000', placed_at: 10, step_no: 2 },
    ];
    const raised = planReplay(rung, lot, lot, { speed: 1, bidders: 2 });
    expect(raised.bids[1]?.amount).toBe((1_050_000_000n + stepAmount(START, 2, 'standard')).toString());
  });

  it('marks bids closer than the tight window, both of a pair', () => {
    const plan = planReplay(ladder(4, 100), lot, lot, { speed: 10, bidders: 2, tightMs: 20 });
    expect(plan.bids.map((b) => b.tight)).toEqual([true, true, true, true]);
    const loose = planReplay(ladder(4, 1_000), lot, lot, { speed: 10, bidders: 2, tightMs: 20 });
    expect(loose.bids.every((b) => !b.tight)).toBe(true);
  });

  it('cuts bids past the run and says so', () => {
    const plan = planReplay(ladder(10, 1_000), lot, lot, { speed: 1, bidders: 2, maxMs: 3_000 });
    expect(plan.bids).toHaveLength(3);
    expect(plan.cut).toBe(7);
    expect(plan.warnings.join()).toContain('7 of 10');
  });

  it('deals more buyers than bidders round the bidders, never one bidder twice in a row', () => {
    const plan = planReplay(ladder(6, 1_000, ['1', '2', '3']), lot, lot, { speed: 1, bidders: 2 });
    const bidders = plan.bids.map((b) => b.bidder);
    for (let i = 1; i < bidders.length; i += 1) expect(bidders[i]).not.toBe(bidders[i - 1]);
    expect(plan.warnings[0]).toContain('3 original buyers share 2');
  });

  it('follows an explicit mapping and refuses one that leaves a buyer out', () => {
    const log = ladder(4, 1_000);
    const plan = planReplay(log, lot, lot, {
      speed: 1,
      bidders: 3,
      mapping: new Map([
        ['1', 2],
        ['2', 0],
      ]),
    });
    expect(plan.bids.map((b) => b.bidder)).toEqual([2, 0, 2, 0]);
    expect(() => planReplay(log, lot, lot, { speed: 1, bidders: 3, mapping: new Map([['1', 0]]) })).toThrow(
      /buyer 2/,
    );
  });

  it('tells the step mode from the first step', () => {
    expect(inferStepMode(START, null, 0, START + stepAmount(START, 1, 'standard'))).toBe('standard');
    expect(inferStepMode(START, null, 0, START + stepAmount(START, 1, 'flat'))).toBe('flat');
  });

  it('counts the peak bids per second', () => {
    const plan = planReplay(ladder(10, 100), lot, lot, { speed: 1, bidders: 2 });
    expect(peakRate(plan.bids)).toBe(10);
    expect(peakRate(planReplay(ladder(10, 1_000), lot, lot, { speed: 1, bidders: 2 }).bids)).toBe(1);
  });
});

describe('the replay verdict', () => {
  const plan = planReplay(ladder(4, 1_000), lot, lot, { speed: 1, bidders: 2 }).bids;
  const allOk = (): BidResult[] =>
    plan.map((b, i) => ({ index: b.index, outcome: 'ok', seq: i + 1, amount: b.amount }));

  it('matches when every bid was accepted with its amount in order', () => {
    const verdict = judgeReplay(plan, allOk());
    expect(verdict.matches_original).toBe(true);
    expect(verdict.accepted).toEqual(verdict.expected);
  });

  it('does not match on a refusal, a missing answer, another amount or an empty plan', () => {
    const refused = allOk();
    refused[2] = { index: 2, outcome: 'BID_TOO_LOW' };
    expect(judgeReplay(plan, refused).matches_original).toBe(false);
    expect(judgeReplay(plan, allOk().slice(0, 3)).matches_original).toBe(false);
    const other = allOk();
    other[1] = { ...(other[1] as BidResult), amount: '1' };
    expect(judgeReplay(plan, other).matches_original).toBe(false);
    expect(judgeReplay([], []).matches_original).toBe(false);
  });

  it('forgives a tight bid the timing did not allow, not a loose one', () => {
    const tight = plan.map((b, i) => ({ ...b, tight: i === 2 || i === 3 }));
    const results = allOk();
    results[2] = { index: 2, outcome: 'BID_TOO_LOW' };
    results[3] = { index: 3, outcome: 'ok', seq: 3, amount: tight[3]?.amount };
    const verdict = judgeReplay(tight, results);
    expect(verdict.matches_original).toBe(true);
    expect(verdict.timing_skipped).toBe(1);
    results[1] = { index: 1, outcome: 'BID_TOO_LOW' };
    expect(judgeReplay(tight, results).matches_original).toBe(false);
  });
});

describe('the checks against the public log and the watchers', () => {
  it('finds acks missing from the log, with another amount, or there twice, and seq gaps', () => {
    const log = [
      { seq: 1, amount: '10' },
      { seq: 2, amount: '20' },
      { seq: 4, amount: '40' },
    ];
    expect(
      checkAcksInLog(
        [
          { seq: 1, amount: '10' },
          { seq: 2, amount: '20' },
        ],
        log,
      ),
    ).toEqual({
      lost: 0,
      repeated: 0,
      extra: 1,
      seq_gaps: 1,
    });
    expect(
      checkAcksInLog(
        [
          { seq: 2, amount: '21' },
          { seq: 3, amount: '30' },
        ],
        log,
      ).lost,
    ).toBe(2);
    expect(checkAcksInLog([{ seq: 1, amount: '10' }], [...log, { seq: 1, amount: '10' }]).repeated).toBe(1);
  });

  it('counts the seqs a watcher never received after its join', () => {
    expect(watcherGaps(0, new Set([1, 2, 3]), 3)).toBe(0);
    expect(watcherGaps(1, new Set([3]), 4)).toBe(2);
  });
});
