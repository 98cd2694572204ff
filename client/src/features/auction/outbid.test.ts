import { describe, expect, it } from 'vitest';
import type { GameState } from '@kimoshdi/shared';
import { outbidBy } from './outbid';

const at = (seq: number, leader: number | null, lotId = 7): GameState => ({
  lot_id: lotId,
  seq,
  status: 'live',
  start_price: '1000000000',
  price: leader === null ? null : String(1_000_000_000 + seq * 50_000_000),
  leader_number: leader,
  previous_price: null,
  previous_number: null,
  suggested_price: '1100000000',
  step_no: seq,
  ends_at: 1_700_000_600_000,
  paused_at: null,
  over_time_minutes: 5,
});

describe('outbidBy', () => {
  it.each([
    ['another bid takes my lead', at(3, 1), at(4, 2), 1, { number: 2, price: '1200000000' }],
    [
      'several bids at once end with another leading',
      at(3, 1),
      at(6, 3),
      1,
      { number: 3, price: '1300000000' },
    ],
    ['I still lead after bids (my auto-bid answered)', at(3, 1), at(5, 1), 1, null],
    ['I did not lead', at(3, 2), at(4, 3), 1, null],
    ['I take the lead', at(3, 2), at(4, 1), 1, null],
    ['no seat', at(3, 1), at(4, 2), null, null],
    ['nothing before', null, at(4, 2), 1, null],
    ['an older snapshot', at(4, 1), at(3, 2), 1, null],
    [
      'the same seq (a state change, not a bid)',
      at(4, 1),
      { ...at(4, 1), status: 'paused' as const },
      1,
      null,
    ],
    ['another lot', at(3, 1), at(4, 2, 8), 1, null],
  ])('%s', (_name, before, after, mine, expected) => {
    expect(outbidBy(before, after, mine)).toEqual(expected);
  });
});
