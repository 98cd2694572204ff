import { describe, expect, it } from 'vitest';
import { measureOffset } from './server-time';
import { formatTashkentDateTime } from './date-time';

describe('measureOffset', () => {
  it.each([
    // server epoch, sent, received, expected offset
    [1_000, 1_000, 1_000, 0],
    [10_050, 0, 100, 10_000],
    [0, 10_000, 10_200, -10_100],
    [5_000, 4_000, 4_001, 1_000],
  ])('server %i, sent %i, received %i -> %i', (server, sent, received, expected) => {
    expect(measureOffset(server, sent, received)).toBe(expected);
  });
});

describe('formatTashkentDateTime', () => {
  it.each([
    // Tashkent is UTC+5 all year, no summer time.
    ['2026-11-22T00:00:00Z', '22.11.2026 05:00:00'],
    ['2026-11-21T19:00:00Z', '22.11.2026 00:00:00'],
    ['2026-06-30T18:59:59Z', '30.06.2026 23:59:59'],
    ['2024-02-29T07:08:09Z', '29.02.2024 12:08:09'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatTashkentDateTime(Date.parse(iso))).toBe(expected);
  });
});
