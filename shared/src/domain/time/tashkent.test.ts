import { describe, expect, it } from 'vitest';
import { addDays, formatTashkentDateTime, tashkentDay } from './tashkent';

describe('formatTashkentDateTime', () => {
  it.each([
    ['2026-11-22T00:00:00Z', '22.11.2026 05:00:00'],
    ['2026-11-21T19:00:00Z', '22.11.2026 00:00:00'],
    ['2026-11-21T18:59:59Z', '21.11.2026 23:59:59'],
    ['2024-02-28T20:30:05Z', '29.02.2024 01:30:05'],
    ['2025-12-31T19:00:00Z', '01.01.2026 00:00:00'],
    // No daylight saving: summer and winter differ by nothing.
    ['2026-07-01T12:00:00Z', '01.07.2026 17:00:00'],
  ])('%s is %s in Tashkent', (utc, expected) => {
    expect(formatTashkentDateTime(new Date(utc))).toBe(expected);
  });

  it('agrees with the IANA time zone database', () => {
    for (const utc of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2030-06-15T23:59:59Z']) {
      const intl = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Tashkent',
        dateStyle: 'short',
        timeStyle: 'medium',
        hourCycle: 'h23',
      })
        .format(new Date(utc))
        .replace(/\//g, '.')
        .replace(',', '');
      expect(formatTashkentDateTime(new Date(utc))).toBe(intl);
    }
  });
});

describe('tashkentDay', () => {
  it.each([
    ['2026-11-21T18:59:59.999Z', '2026-11-21'],
    ['2026-11-21T19:00:00Z', '2026-11-22'],
    ['2026-01-01T00:00:00Z', '2026-01-01'],
  ])('%s falls on %s', (utc, day) => {
    expect(tashkentDay(new Date(utc))).toBe(day);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-22', -1, '2026-11-21'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-22', -29, '2026-10-24'],
    ['2026-11-22', 0, '2026-11-22'],
  ])('%s %+d is %s', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });

  it('refuses what is not a day', () => {
    expect(() => addDays('22.11.2026', 1)).toThrow(RangeError);
  });
});
