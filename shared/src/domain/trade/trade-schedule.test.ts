import { describe, expect, it } from 'vitest';
import { applicationsOpenAt, auctionSchedule, fixedPriceSchedule } from './trade-schedule';

const NONE = new Set<string>();
// Tashkent is UTC+5: 10:00 there is 05:00Z, 18:00 is 13:00Z.
describe('auctionSchedule', () => {
  it.each([
    // published, holidays, starts, ends
    ['Monday noon', '2026-11-23T07:00:00Z', NONE, '2026-11-24T05:00:00Z', '2026-11-30T13:00:00Z'],
    [
      'Monday 23:30Z is Tuesday in Tashkent',
      '2026-11-23T23:30:00Z',
      NONE,
      '2026-11-25T05:00:00Z',
      '2026-12-01T13:00:00Z',
    ],
    ['Friday: opens Monday', '2026-11-27T07:00:00Z', NONE, '2026-11-30T05:00:00Z', '2026-12-04T13:00:00Z'],
    ['Saturday: opens Monday', '2026-11-28T07:00:00Z', NONE, '2026-11-30T05:00:00Z', '2026-12-04T13:00:00Z'],
    [
      'a holiday on the opening day and in the run',
      '2026-11-23T07:00:00Z',
      new Set(['2026-11-24', '2026-11-26']),
      '2026-11-25T05:00:00Z',
      '2026-12-02T13:00:00Z',
    ],
  ])('%s', (_label, published, holidays, starts, ends) => {
    const schedule = auctionSchedule(new Date(published), holidays);
    expect(schedule.startsAt.toISOString()).toBe(new Date(starts).toISOString());
    expect(schedule.endsAt.toISOString()).toBe(new Date(ends).toISOString());
    expect(schedule.publishedAt.toISOString()).toBe(new Date(published).toISOString());
    // Applications close an hour before the start (09:00 Tashkent).
    expect(schedule.applicationsCloseAt?.getTime()).toBe(Date.parse(starts) - 3_600_000);
  });
});

describe('applicationsOpenAt', () => {
  const start = Date.parse('2026-11-24T05:00:00Z');
  const close = Date.parse('2026-11-24T04:00:00Z');
  it.each([
    ['before the close', close - 1, close, true],
    ['at the close', close, close, false],
    ['between the close and the start', close + 60_000, close, false],
    ['no close: until the start', start - 1, null, true],
    ['no close: at the start', start, null, false],
    ['a start moved before the close: the start wins', start + 1, start + 3_600_000, false],
  ])('%s', (_label, now, closeAt, open) => {
    expect(applicationsOpenAt(now, start, closeAt)).toBe(open);
  });
});

describe('fixedPriceSchedule', () => {
  it.each([
    ['30 days', 30, '2026-11-24T05:00:00Z', '2026-12-23T13:00:00Z'],
    ['1 day: the opening day only', 1, '2026-11-24T05:00:00Z', '2026-11-24T13:00:00Z'],
    ['until sold: a year', null, '2026-11-24T05:00:00Z', '2027-11-23T13:00:00Z'],
  ])('%s', (_label, days, starts, ends) => {
    const schedule = fixedPriceSchedule(new Date('2026-11-23T07:00:00Z'), days, NONE);
    expect(schedule.applicationsCloseAt).toBeUndefined();
    expect(schedule.startsAt.toISOString()).toBe(new Date(starts).toISOString());
    expect(schedule.endsAt.toISOString()).toBe(new Date(ends).toISOString());
  });
});
