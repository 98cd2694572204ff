import { describe, expect, it } from 'vitest';
import { acceptsApplications, applicationsClosedBeforeStart, gameIsOpen, type PanelLot } from './rules';

const now = Date.parse('2026-12-01T10:00:00Z');
const lot = (change: Partial<PanelLot>): PanelLot => ({
  id: 1,
  trade_type: 1,
  lot_status: 2,
  starts_at: '2026-12-02T10:00:00Z',
  deposit_amount: '100',
  ...change,
});

describe('acceptsApplications', () => {
  it.each([
    ['accepting, before the start', {}, true],
    ['announced, before the start', { lot_status: 1 }, true],
    ['applications closed', { lot_status: 3 }, false],
    ['live', { lot_status: 4 }, false],
    ['start passed', { starts_at: '2026-12-01T09:59:59Z' }, false],
    ['before the close of applications', { applications_close_at: '2026-12-01T10:00:01Z' }, true],
    ['the close passed, the status not moved yet', { applications_close_at: '2026-12-01T10:00:00Z' }, false],
    ['fixed price', { trade_type: 2 }, false],
  ] as const)('%s', (_name, change, expected) => {
    expect(acceptsApplications(lot(change), now)).toBe(expected);
  });
});

describe('applicationsClosedBeforeStart', () => {
  it.each([
    ['status 3', { lot_status: 3 }, true],
    ['accepting, the close passed, the start ahead', { applications_close_at: '2026-12-01T09:00:00Z' }, true],
    ['accepting, the close ahead', { applications_close_at: '2026-12-01T11:00:00Z' }, false],
    ['accepting, no close', {}, false],
    [
      'the start passed',
      { applications_close_at: '2026-12-01T09:00:00Z', starts_at: '2026-12-01T09:30:00Z' },
      false,
    ],
    ['live', { lot_status: 4 }, false],
    ['fixed price', { trade_type: 2, lot_status: 3 }, false],
  ] as const)('%s', (_name, change, expected) => {
    expect(applicationsClosedBeforeStart(lot(change), now)).toBe(expected);
  });
});

describe('gameIsOpen', () => {
  it.each([
    [4, true],
    [12, true],
    [2, false],
    [5, false],
  ])('status %i', (status, expected) => {
    expect(gameIsOpen(status)).toBe(expected);
  });
});
