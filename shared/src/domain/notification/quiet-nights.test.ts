import { describe, expect, it } from 'vitest';
import { isMomentTopic, isQuietHours, isUrgentNotice, quietUntil } from './quiet-nights';

describe('quietUntil (Tashkent is UTC+5)', () => {
  it.each([
    ['08:00 Tashkent, the night is over', '2026-11-27T03:00:00Z', undefined],
    ['midday', '2026-11-27T07:00:00Z', undefined],
    ['21:59:59', '2026-11-27T16:59:59Z', undefined],
    ['22:00, the night begins', '2026-11-27T17:00:00Z', '2026-11-28T03:00:00.000Z'],
    ['23:30', '2026-11-27T18:30:00Z', '2026-11-28T03:00:00.000Z'],
    ['00:10, after midnight', '2026-11-27T19:10:00Z', '2026-11-28T03:00:00.000Z'],
    ['07:59', '2026-11-28T02:59:00Z', '2026-11-28T03:00:00.000Z'],
    ['the last night of a year', '2026-12-31T20:00:00Z', '2027-01-01T03:00:00.000Z'],
  ])('%s', (_name, now, expected) => {
    expect(quietUntil(new Date(now))?.toISOString()).toBe(expected);
  });
});

describe('quietUntil with hours of the person', () => {
  it.each([
    ['23:00 to 07:00, at 23:30', { from: 23, to: 7 }, '2026-11-27T18:30:00Z', '2026-11-28T02:00:00.000Z'],
    ['23:00 to 07:00, at 22:30', { from: 23, to: 7 }, '2026-11-27T17:30:00Z', undefined],
    ['23:00 to 07:00, at 06:59', { from: 23, to: 7 }, '2026-11-28T01:59:00Z', '2026-11-28T02:00:00.000Z'],
    ['23:00 to 07:00, at 07:00', { from: 23, to: 7 }, '2026-11-28T02:00:00Z', undefined],
    [
      'from midnight: 00:00 to 09:00, at 00:00',
      { from: 0, to: 9 },
      '2026-11-27T19:00:00Z',
      '2026-11-28T04:00:00.000Z',
    ],
    [
      'in the day: 13:00 to 15:00, at 14:00',
      { from: 13, to: 15 },
      '2026-11-27T09:00:00Z',
      '2026-11-27T10:00:00.000Z',
    ],
    ['in the day: 13:00 to 15:00, at 15:00', { from: 13, to: 15 }, '2026-11-27T10:00:00Z', undefined],
    ['in the day: 13:00 to 15:00, at 12:59', { from: 13, to: 15 }, '2026-11-27T07:59:00Z', undefined],
    [
      'to midnight: 20:00 to 00:00, at 23:59',
      { from: 20, to: 0 },
      '2026-11-27T18:59:00Z',
      '2026-11-27T19:00:00.000Z',
    ],
    ['no span: 8 to 8', { from: 8, to: 8 }, '2026-11-27T18:30:00Z', undefined],
  ])('%s', (_name, hours, now, expected) => {
    expect(quietUntil(new Date(now), hours)?.toISOString()).toBe(expected);
  });
});

describe('isQuietHours', () => {
  it.each([
    [{ from: 22, to: 8 }, true],
    [{ from: 0, to: 23 }, true],
    [{ from: 8, to: 8 }, false],
    [{ from: -1, to: 8 }, false],
    [{ from: 22, to: 24 }, false],
    [{ from: 21.5, to: 8 }, false],
  ])('%j -> %s', (hours, expected) => {
    expect(isQuietHours(hours)).toBe(expected);
  });
});

describe('isMomentTopic', () => {
  it.each([
    ['outbid', true],
    ['starts', true],
    ['favourites', true],
    ['money', false],
    ['orders', false],
    ['protests', false],
    ['bars', false],
  ] as const)('%s -> %s', (topic, expected) => {
    expect(isMomentTopic(topic)).toBe(expected);
  });
});

describe('isUrgentNotice', () => {
  it.each([
    ['messages:auction.won', true],
    ['winlots:messages.reminder', true],
    ['winlots:messages.lastDay', true],
    ['winlots:messages.offer', true],
    ['winlots:messages.offerReminder', true],
    ['pay:ledger.deposit_release', false],
    ['pay:ledger.top_up', false],
    ['orders:messages.approved', false],
    ['winlots:messages.barred', false],
  ])('%s -> %s', (key, urgent) => {
    expect(isUrgentNotice(key)).toBe(urgent);
  });
});
