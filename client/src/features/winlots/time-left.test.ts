import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

describe('timeLeft', () => {
  it.each([
    [90_061_000, 0, { days: 1, clock: '01:01:01' }],
    [59_999, 0, { days: 0, clock: '00:00:59' }],
    [3 * 86_400_000, 0, { days: 3, clock: '00:00:00' }],
    [1_000, 0, { days: 0, clock: '00:00:01' }],
    [999, 0, null],
    [0, 5_000, null],
  ])('deadline %s at %s', (deadline, now, expected) => {
    expect(timeLeft(deadline, now)).toEqual(expected);
  });
});
