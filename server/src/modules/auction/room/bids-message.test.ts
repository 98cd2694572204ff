import type { BidView, GameState } from '@kimoshdi/shared';
import { describe, expect, it } from 'vitest';
import { mergeBidsMessages, messageWindowMs, type BidsMessage } from './bids-message';

const bid = (seq: number) => ({ seq }) as BidView;
const message = (...seqs: number[]): BidsMessage => {
  const seq = seqs[seqs.length - 1]!;
  return { lot_id: 7, seq, bids: seqs.map(bid), state: { seq } as GameState };
};

describe('messageWindowMs', () => {
  it.each([
    [0, 0],
    [9, 0],
    [1_000, 100],
    [1_500, 150],
    [5_000, 150],
  ])('%i members: %i ms', (members, ms) => expect(messageWindowMs(members)).toBe(ms));
});

describe('mergeBidsMessages', () => {
  it.each([
    ['two in a row', message(1), message(2), [1, 2], 2],
    ['runs of bids', message(1, 2), message(3, 4, 5), [1, 2, 3, 4, 5], 5],
    ['a later one that repeats bids the earlier had', message(1, 2), message(2, 3), [1, 2, 3], 3],
    // Two web processes: the later message holds an older bid the earlier lacked.
    ["another process's older bid, after", message(2, 4), message(3), [2, 3, 4], 4],
    [
      "another process's bids between the earlier's",
      message(10, 12, 14),
      message(11, 13),
      [10, 11, 12, 13, 14],
      14,
    ],
  ])('%s', (_name, earlier, later, seqs, seq) => {
    const merged = mergeBidsMessages(earlier, later);
    expect(merged.bids.map((b) => b.seq)).toEqual(seqs);
    expect(merged.seq).toBe(seq);
    expect(merged.state.seq).toBe(seq);
  });

  it('keeps the newer state whichever came second', () => {
    const merged = mergeBidsMessages(message(3), message(2));
    expect(merged.seq).toBe(3);
    expect(merged.state.seq).toBe(3);
  });
});
