import { describe, expect, it } from 'vitest';
import { clockPart, remainingUntil, timerTarget } from './countdown';

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    const left = remainingUntil(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999, now);
    expect(left).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(left && clockPart(left)).toBe('03:04:05');
  });

  it('is over at the moment itself and after it', () => {
    expect(remainingUntil(1000, 1000)).toBeNull();
    expect(remainingUntil(1000, 1500)).toBeNull();
    expect(remainingUntil(2000, 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it.each([
    [4, 'ends'],
    [12, 'ends'],
    [1, 'starts'],
    [2, 'starts'],
    [3, 'starts'],
    [5, null],
    [6, null],
    [16, null],
  ])('status %i counts to %s', (status, kind) => {
    const target = timerTarget({ lot_status: status, starts_at: 'S', ends_at: 'E' });
    expect(target?.kind ?? null).toBe(kind);
    if (target) expect(target.at).toBe(kind === 'ends' ? 'E' : 'S');
  });
});
