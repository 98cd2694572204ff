import { describe, expect, it } from 'vitest';
import { lotOutcome } from './lot-outcome';

describe('lotOutcome', () => {
  it.each([
    [5, 'sold'],
    [7, 'sold'],
    [8, 'sold'],
    [9, 'not_sold'],
    [10, 'withdrawn'],
    [16, 'no_price'],
    [11, 'price_not_confirmed'],
    [6, 'not_held'],
    [13, 'cancelled'],
    [1, 'not_finished'],
    [4, 'not_finished'],
    [12, 'not_finished'],
    [99, 'not_finished'],
  ])('status %i -> %s', (status, outcome) => {
    expect(lotOutcome(status)).toBe(outcome);
  });
});
