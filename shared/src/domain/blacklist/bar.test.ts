import { describe, expect, it } from 'vitest';
import { formatDay } from '../time/day-format';
import { barInForce, barNamesPerson, barState, daysUntil, remainingDays, standingBar } from './bar';

const bar = { start_date: '2026-11-10', end_date: '2027-01-10' };

describe('barState / barInForce (Tashkent days, both ends included)', () => {
  it.each([
    ['2026-11-09', 'upcoming', false],
    ['2026-11-10', 'in_force', true],
    ['2026-12-31', 'in_force', true],
    ['2027-01-10', 'in_force', true],
    ['2027-01-11', 'ended', false],
    ['2028-01-01', 'ended', false],
  ] as const)('on %s: %s', (today, state, inForce) => {
    expect(barState(bar, today)).toBe(state);
    expect(barInForce(bar, today)).toBe(inForce);
  });

  it('a one-day bar holds on that day only', () => {
    const day = { start_date: '2026-11-22', end_date: '2026-11-22' };
    expect([
      barInForce(day, '2026-11-21'),
      barInForce(day, '2026-11-22'),
      barInForce(day, '2026-11-23'),
    ]).toEqual([false, true, false]);
  });
});

describe('barNamesPerson (PINFL or STIR)', () => {
  const PINFL = '31234567890123';
  const STIR = '123456789';
  it.each([
    [{ pinfl: PINFL, tin: null }, { pinfl: PINFL, stir: null }, true],
    [{ pinfl: null, tin: STIR }, { pinfl: null, stir: STIR }, true],
    [{ pinfl: PINFL, tin: STIR }, { pinfl: null, stir: STIR }, true],
    [{ pinfl: PINFL, tin: STIR }, { pinfl: PINFL, stir: null }, true],
    [{ pinfl: '31234567890124', tin: null }, { pinfl: PINFL, stir: STIR }, false],
    [{ pinfl: null, tin: '123456780' }, { pinfl: PINFL, stir: STIR }, false],
    // A person without ids matches nothing, and an entry's missing id never equals a missing one.
    [{ pinfl: PINFL, tin: null }, { pinfl: null, stir: null }, false],
    [{ pinfl: null, tin: STIR }, { pinfl: PINFL, stir: null }, false],
    // The STIR is compared with the entry's tax id only, never with its PINFL.
    [{ pinfl: null, tin: STIR }, { pinfl: STIR, stir: null }, false],
  ])('%j names %j: %s', (entry, person, expected) => {
    expect(barNamesPerson(entry, person)).toBe(expected);
  });
});

describe('standingBar', () => {
  const entries = [
    { id: 1, start_date: '2026-01-01', end_date: '2026-03-01' },
    { id: 2, start_date: '2026-11-01', end_date: '2027-01-01' },
    { id: 3, start_date: '2026-11-15', end_date: '2027-01-15' },
    { id: 4, start_date: '2027-02-01', end_date: '2027-04-01' },
  ];
  it.each([
    ['2026-02-01', 1],
    ['2026-06-01', null],
    ['2026-11-10', 2],
    ['2026-11-20', 3],
    ['2027-01-10', 3],
    ['2027-01-15', 3],
    ['2027-01-16', null],
    ['2027-02-01', 4],
  ])('on %s: entry %s', (today, id) => {
    expect(standingBar(entries, today)?.id ?? null).toBe(id);
  });
  it('no entries, no bar', () => {
    expect(standingBar([], '2026-11-22')).toBeNull();
  });
});

describe('days', () => {
  it.each([
    ['2026-11-22', '2026-11-22', 0],
    ['2026-11-22', '2026-11-23', 1],
    ['2026-11-22', '2027-01-22', 61],
    ['2026-11-22', '2026-11-21', -1],
  ])('from %s to %s: %i', (today, day, n) => {
    expect(daysUntil(today, day)).toBe(n);
  });
  it.each([
    ['2026-11-09', 0],
    ['2026-11-10', 61],
    ['2027-01-09', 1],
    ['2027-01-10', 0],
    ['2027-01-11', 0],
  ])('remaining on %s: %i', (today, n) => {
    expect(remainingDays(bar, today)).toBe(n);
  });
  it('formats a day as DD.MM.YYYY', () => {
    expect(formatDay('2027-01-09')).toBe('09.01.2027');
    expect(formatDay('not a day')).toBe('not a day');
  });
});
