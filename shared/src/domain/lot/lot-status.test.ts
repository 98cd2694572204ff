import { describe, expect, it } from 'vitest';
import { LOT_STATUS, isBeforeAuction, isLotStatus, isStartable, lotStatusColor } from './lot-status';

describe('lotStatusColor', () => {
  it.each([
    [0, 'info'],
    [1, 'primary'],
    [2, 'success'],
    [3, 'warning'],
    [4, 'primary'],
    [5, 'success'],
    [6, 'warning'],
    [7, 'success'],
    [8, 'warning'],
    [9, 'danger'],
    [10, 'info'],
    [11, 'danger'],
    [12, 'warning'],
    [13, 'danger'],
    [14, 'info'],
    [15, 'warning'],
    [16, 'danger'],
    [17, 'warning'],
    [18, 'info'],
  ] as const)('status %i is %s', (status, color) => {
    expect(lotStatusColor(status)).toBe(color);
  });

  it.each([
    ['4', 'primary'],
    ['16', 'danger'],
    ['04', 'primary'],
  ] as const)('reads the digit string %j as a status (%s)', (status, color) => {
    expect(lotStatusColor(status)).toBe(color);
  });

  it.each([
    -1,
    4.5,
    1e9,
    NaN,
    Infinity,
    -Infinity,
    '',
    ' 4',
    '4a',
    'primary',
    null,
    undefined,
    true,
    {},
    [4],
  ])('treats %j as info', (status) => {
    expect(lotStatusColor(status)).toBe('info');
  });

  it('names all 17 statuses', () => {
    expect(Object.values(LOT_STATUS).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 17 }, (_, i) => i + 1),
    );
  });
});

describe('isLotStatus', () => {
  it.each([
    [1, true],
    [17, true],
    [0, false],
    [18, false],
    [2.5, false],
    ['2', false],
  ] as const)('%j -> %s', (value, expected) => {
    expect(isLotStatus(value)).toBe(expected);
  });
});

describe('isBeforeAuction', () => {
  it.each([
    [LOT_STATUS.ANNOUNCED, true],
    [LOT_STATUS.ACCEPTING_APPLICATIONS, true],
    [LOT_STATUS.APPLICATIONS_CLOSED, true],
    [LOT_STATUS.UNDER_MODERATION, true],
    [LOT_STATUS.LIVE, false],
    [LOT_STATUS.PAUSED, false],
    [LOT_STATUS.NOT_HELD, false],
    [LOT_STATUS.AWAITING_PAYMENT, false],
    [LOT_STATUS.NO_BIDS, false],
  ] as const)('status %i -> %s', (status, expected) => {
    expect(isBeforeAuction(status)).toBe(expected);
  });
});

describe('isStartable', () => {
  it.each([
    [LOT_STATUS.ANNOUNCED, true],
    [LOT_STATUS.ACCEPTING_APPLICATIONS, true],
    [LOT_STATUS.APPLICATIONS_CLOSED, true],
    [LOT_STATUS.UNDER_MODERATION, false],
    [LOT_STATUS.LIVE, false],
    [LOT_STATUS.PAUSED, false],
    [LOT_STATUS.NOT_HELD, false],
    [LOT_STATUS.WITHDRAWN, false],
  ] as const)('status %i -> %s', (status, expected) => {
    expect(isStartable(status)).toBe(expected);
  });
});
