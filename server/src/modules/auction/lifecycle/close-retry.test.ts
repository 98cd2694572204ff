import { describe, expect, it } from 'vitest';
import { closeRetryAt, MIN_RETRY_MS } from './close-retry';

const END = 1_000_000;

describe('closeRetryAt', () => {
  it.each([
    // [what, engine now, local now, scheduled for, expected retry]
    ['clocks agree, 2 s early: at the end', END - 2_000, END - 2_000, END, END + MIN_RETRY_MS],
    [
      'clocks agree, 10 s early (over-time moved the end): at the end',
      END - 10_000,
      END - 10_000,
      END - 20_000,
      END,
    ],
    ['local clock 2 min ahead: 3 s from local now', END - 3_000, END + 117_000, END, END + 120_000],
    [
      'local clock 2 min behind: 3 s from local now',
      END - 3_000,
      END - 123_000,
      END - 125_000,
      END - 120_000,
    ],
    ['the end passed meanwhile: at once, a new id', END + 5, END + 5, END, END + MIN_RETRY_MS],
  ])('%s', (_, engineNowMs, localNowMs, scheduledAtMs, expected) => {
    expect(closeRetryAt({ endsAtMs: END, engineNowMs, localNowMs, scheduledAtMs })).toBe(expected);
  });
});
