import { describe, expect, it } from 'vitest';
import { isUrgentNotice, quietUntil } from './quiet-nights';

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

describe('isUrgentNotice', () => {
  it.each([
    ['messages:auction.won', true],
    ['winlots:messages.reminder', true],
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
