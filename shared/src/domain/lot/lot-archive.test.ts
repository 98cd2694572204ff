import { describe, expect, it } from 'vitest';
import { ARCHIVABLE_STATUSES, archiveDueBefore, tradeStatus } from './lot-archive';
import { lotOutcome } from './lot-outcome';

describe('ARCHIVABLE_STATUSES', () => {
  it('holds every ended trade but one awaiting its payment', () => {
    expect([...ARCHIVABLE_STATUSES].sort((a, b) => a - b)).toEqual([5, 6, 7, 9, 10, 11, 13, 16]);
  });
});

describe('tradeStatus', () => {
  it.each([
    // status, archived_from, the trade's status, its outcome
    [14, 7, 7, 'sold'],
    [14, 9, 9, 'not_sold'],
    [14, 10, 10, 'withdrawn'],
    [14, 16, 16, 'no_price'],
    [14, 6, 6, 'not_held'],
    [14, 13, 13, 'cancelled'],
    [14, null, 14, 'not_finished'],
    [7, null, 7, 'sold'],
    // A kept status means nothing once the lot is not archived.
    [2, 9, 2, 'not_finished'],
  ] as const)('status %i kept %s -> %i (%s)', (status, archivedFrom, expected, outcome) => {
    expect(tradeStatus(status, archivedFrom)).toBe(expected);
    expect(lotOutcome(tradeStatus(status, archivedFrom))).toBe(outcome);
  });
});

describe('archiveDueBefore', () => {
  it('is 180 days before now', () => {
    expect(archiveDueBefore(new Date('2026-11-28T00:00:00Z')).toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });
});
