import { describe, expect, it } from 'vitest';
import type { BidView, GameState } from '@kimoshdi/shared';
import { roomStanding, roomTitle } from './standing';

const state = (leader: number | null): GameState => ({
  lot_id: 1,
  seq: leader === null ? 0 : 2,
  status: 'live',
  start_price: '1000000',
  price: leader === null ? null : '1100000',
  leader_number: leader,
  previous_price: null,
  previous_number: null,
  suggested_price: '1150000',
  step_no: 1,
  ends_at: 0,
  paused_at: null,
  over_time_minutes: 10,
});
const bid = (buyer: number, seq: number): BidView => ({
  seq,
  amount: '1100000',
  buyer_number: buyer,
  kind: 'manual',
  at: 0,
});

describe('roomStanding', () => {
  it.each([
    ['no state yet', null, 1, [], 'watching'],
    ['not a participant', state(2), null, [bid(2, 1)], 'watching'],
    ['leads', state(1), 1, [bid(1, 1)], 'leading'],
    ['leads by auto-bid, no own bid seen', state(1), 1, [], 'leading'],
    ['bid and lost the lead', state(2), 1, [bid(1, 1), bid(2, 2)], 'outbid'],
    ['has not bid', state(2), 1, [bid(2, 1)], 'watching'],
    ['no bids at all', state(null), 1, [], 'watching'],
  ] as const)('%s', (_case, game, mine, bids, expected) => {
    expect(roomStanding(game, mine, bids)).toBe(expected);
  });
});

describe('roomTitle', () => {
  it('puts the price first and leaves out what is missing', () => {
    expect(roomTitle({ price: '11 000 UZS', standing: 'Outbid', name: 'Flat' })).toBe(
      '11 000 UZS · Outbid · Flat',
    );
    expect(roomTitle({ price: null, standing: null, name: 'Flat' })).toBe('Flat');
  });
});
