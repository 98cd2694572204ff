import { describe, expect, it } from 'vitest';
import { formatLeft, secondsLeft } from './live-board';

describe('live board time left', () => {
  it('counts down to the end while live, and stands still while paused', () => {
    expect(secondsLeft({ ends_at: 100_000, paused_at: null }, 38_000)).toBe(62);
    expect(secondsLeft({ ends_at: 100_000, paused_at: 40_000 }, 99_000)).toBe(60);
    expect(secondsLeft({ ends_at: 100_000, paused_at: null }, 200_000)).toBe(0);
  });

  it('reads as H:mm:ss', () => {
    expect(formatLeft(62)).toBe('0:01:02');
    expect(formatLeft(90_061)).toBe('25:01:01');
  });
});
