import { describe, expect, it } from 'vitest';
import type { WithdrawableLot } from '../trade/withdrawal-refusal';
import { withdrawalRefusal } from './lot-withdrawal';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const HOUR = 3_600_000;
const lot = (spec: Partial<WithdrawableLot>): WithdrawableLot => ({
  tradeType: 1,
  status: 2,
  quantitySold: 0,
  startsAtMs: NOW + HOUR,
  endsAtMs: NOW + 100 * HOUR,
  ...spec,
});

describe('withdrawalRefusal', () => {
  it.each([
    ['an announced auction', lot({ status: 1 }), null],
    ['an auction taking applications', lot({ status: 2 }), null],
    ['an auction whose applications closed', lot({ status: 3 }), null],
    [
      'an auction waiting for a repeat, its old start past',
      lot({ status: 15, startsAtMs: NOW - HOUR }),
      null,
    ],
    ['an auction taking applications at its start time', lot({ status: 2, startsAtMs: NOW }), 'start_passed'],
    ['an auction whose start job is late', lot({ status: 3, startsAtMs: NOW - HOUR }), 'start_passed'],
    ['a live auction', lot({ status: 4, startsAtMs: NOW - HOUR }), 'being_held'],
    ['a paused auction', lot({ status: 12, startsAtMs: NOW - HOUR }), 'being_held'],
    ['an auction awaiting the winner’s payment', lot({ status: 8 }), 'trade_over'],
    ['a sold auction', lot({ status: 7 }), 'trade_over'],
    ['a not-held auction', lot({ status: 6 }), 'trade_over'],
    ['a lot withdrawn already', lot({ status: 10 }), 'trade_over'],
    ['an auction with no bids', lot({ status: 16 }), 'trade_over'],
    ['a cancelled lot', lot({ status: 13 }), 'trade_over'],
    ['a lot under moderation', lot({ status: 17 }), 'not_on_trade'],
    ['an unknown status', lot({ status: 99 }), 'not_on_trade'],
    ['an announced fixed-price lot', lot({ tradeType: 2, status: 1 }), null],
    ['a fixed-price lot on sale', lot({ tradeType: 2, status: 4, startsAtMs: NOW - HOUR }), null],
    [
      'a fixed-price lot on sale with a copy bought',
      lot({ tradeType: 2, status: 4, startsAtMs: NOW - HOUR, quantitySold: 1 }),
      'copies_sold',
    ],
    [
      'a fixed-price lot past its stay time (the sweep not run yet)',
      lot({ tradeType: 2, status: 4, startsAtMs: NOW - 2 * HOUR, endsAtMs: NOW }),
      'trade_over',
    ],
    ['a sold fixed-price lot', lot({ tradeType: 2, status: 5 }), 'trade_over'],
    ['a fixed-price lot in an auction-only status', lot({ tradeType: 2, status: 2 }), 'not_on_trade'],
  ])('%s: %s', (_name, subject, refusal) => {
    expect(withdrawalRefusal(subject, NOW)).toBe(refusal);
  });
});
