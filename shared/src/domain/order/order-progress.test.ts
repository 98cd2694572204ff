import { describe, expect, it } from 'vitest';
import { orderStatusOfLots } from './order-progress';

describe('orderStatusOfLots', () => {
  it.each([
    ['no lots: unchanged', [], null],
    ['announced: on trade', [{ status: 1, awaited: false }], 3],
    ['taking applications: on trade', [{ status: 2, awaited: false }], 3],
    ['waiting for a repeat: on trade', [{ status: 15, awaited: false }], 3],
    ['live: trade held', [{ status: 4, awaited: false }], 4],
    ['paused: trade held', [{ status: 12, awaited: false }], 4],
    [
      'one lot live while another waits for payment: trade held',
      [
        { status: 4, awaited: false },
        { status: 8, awaited: true },
      ],
      4,
    ],
    [
      'a repeated lot announced after one with no bids: on trade again',
      [
        { status: 16, awaited: false },
        { status: 1, awaited: false },
      ],
      3,
    ],
    ['a winner to pay: awaiting payment', [{ status: 8, awaited: true }], 5],
    ['paying by parts after the protocol', [{ status: 7, awaited: true }], 5],
    [
      'a reserve winner to answer',
      [
        { status: 8, awaited: true },
        { status: 9, awaited: false },
      ],
      5,
    ],
    ['paid: finished', [{ status: 7, awaited: false }], 6],
    ['withdrawn: withdrawn from trade', [{ status: 10, awaited: false }], 7],
    [
      'every lot withdrawn: withdrawn from trade',
      [
        { status: 10, awaited: false },
        { status: 10, awaited: false },
      ],
      7,
    ],
    [
      'one withdrawn, one sold: finished',
      [
        { status: 10, awaited: false },
        { status: 7, awaited: false },
      ],
      6,
    ],
    [
      'one withdrawn, one still taking applications: on trade',
      [
        { status: 10, awaited: false },
        { status: 2, awaited: false },
      ],
      3,
    ],
    ['no bids: finished', [{ status: 16, awaited: false }], 6],
    [
      'price not confirmed and not held: finished',
      [
        { status: 11, awaited: false },
        { status: 6, awaited: false },
      ],
      6,
    ],
  ])('%s', (_name, lots, expected) => {
    expect(orderStatusOfLots(lots)).toBe(expected);
  });
});
