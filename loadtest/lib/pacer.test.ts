import { describe, expect, it } from 'vitest';
import { createPacer, ratePerS } from './pacer';

/** How many of `offers` offers, `everyMs` apart from t = 0, the pacer lets through. */
function passed(pace: number, offers: number, everyMs: number, burst?: number): number {
  const pacer = createPacer(pace, 0, burst);
  let n = 0;
  for (let i = 0; i < offers; i += 1) if (pacer.take(i * everyMs)) n += 1;
  return n;
}

describe('createPacer', () => {
  it.each([
    // pace /s, offers, ms apart, passed: the first token plus the pace over the time from the first
    // offer to the last (1 + 9.999 s x 35), whatever is offered
    ['1 000 offers/s for 10 s at 35/s', 35, 10_000, 1, 350],
    ['200 offers/s for 15 s at 79/s', 79, 3_000, 5, 1_185],
    ['20 offers/s at 20/s: every one', 20, 300, 50, 300],
    ['20 offers/s at 19.5/s: nearly every one', 19.5, 300, 50, 292],
    ['fewer offers than the pace: every one', 100, 50, 100, 50],
    ['pace 0: none', 0, 1_000, 1, 0],
  ])('%s', (_name, pace, offers, everyMs, expected) => {
    expect(passed(pace, offers, everyMs)).toBe(expected);
  });

  it('holds the pace when the offers come in bunches (a busy load generator)', () => {
    // Ten offers at once every 200 ms for 10 s at 35/s: 7 tokens gather between two bunches.
    const pacer = createPacer(35, 0);
    let n = 0;
    for (let t = 0; t < 10_000; t += 200) for (let i = 0; i < 10; i += 1) if (pacer.take(t)) n += 1;
    expect(n).toBe(1 + 49 * 7);
  });

  it('keeps at most `burst` tokens through a quiet spell', () => {
    const pacer = createPacer(10, 0, 3);
    expect(pacer.take(0)).toBe(true);
    // 60 s of nothing would be 600 tokens; three remain.
    const after = [0, 1, 2, 3].map(() => pacer.take(60_000));
    expect(after).toEqual([true, true, true, false]);
  });

  it('keeps a quarter of a second of tokens by default', () => {
    const pacer = createPacer(40, 0);
    const taken = Array.from({ length: 12 }, () => pacer.take(60_000)).filter(Boolean);
    expect(taken).toHaveLength(10);
  });

  it('never keeps less than 2 tokens of burst', () => {
    const pacer = createPacer(1, 0, 1);
    expect(pacer.take(0)).toBe(true);
    expect([pacer.take(10_000), pacer.take(10_000), pacer.take(10_000)]).toEqual([true, true, false]);
  });

  it('does not go back in time', () => {
    const pacer = createPacer(10, 1_000);
    expect(pacer.take(1_000)).toBe(true);
    expect(pacer.take(500)).toBe(false);
    expect(pacer.take(1_100)).toBe(true);
  });

  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY])('refuses a pace of %s', (pace) => {
    expect(() => createPacer(pace, 0)).toThrow();
  });
});

describe('ratePerS', () => {
  it.each([
    [700, 20_000, 35],
    [1_186, 15_013, 79],
    [1, 3_000, 0.3],
    [0, 15_000, 0],
    [5, 0, 0],
  ])('%d events in %d ms: %d a second', (events, ms, expected) => {
    expect(ratePerS(events, ms)).toBe(expected);
  });
});
