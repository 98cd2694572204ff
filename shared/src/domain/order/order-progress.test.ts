import { describe, expect, it } from 'vitest';
import { orderStatusAfterTrade } from './order-progress';

describe('orderStatusAfterTrade', () => {
  it.each([
    [
      'a lot still live: unchanged',
      [
        { status: 4, awaited: false },
        { status: 8, awaited: true },
      ],
      null,
    ],
    ['a lot not yet started: unchanged', [{ status: 2, awaited: false }], null],
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
    [
      'price not confirmed and not held: finished',
      [
        { status: 11, awaited: false },
        { status: 6, awaited: false },
      ],
      6,
    ],
    ['no lots: unchanged', [], null],
  ])('%s', (_name, lots, expected) => {
    expect(orderStatusAfterTrade(lots)).toBe(expected);
  });
});
