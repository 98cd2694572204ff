import { describe, expect, it } from 'vitest';
import { holidayName, publicHolidays } from './uzbek-holidays';

const days = (year: number) => publicHolidays(year).map(({ day, moved }) => (moved ? `${day} moved` : day));

describe('publicHolidays', () => {
  // The days off of the years the government's calendars published, before any extra day a decree
  // added (those come in as the operators' overrides).
  it.each([
    [
      2024,
      [
        '2024-01-01',
        '2024-03-08',
        '2024-03-21',
        '2024-04-10', // Ramazon hayiti, Wednesday
        '2024-05-09',
        '2024-06-16', // Qurbon hayiti on a Sunday...
        '2024-06-17 moved', // ...moved to Monday
        '2024-09-01', // Independence Day on a Sunday...
        '2024-09-02 moved',
        '2024-10-01',
        '2024-12-08', // Sunday
        '2024-12-09 moved',
      ],
    ],
    [
      2025,
      [
        '2025-01-01',
        '2025-03-08', // Saturday: the Monday after is off
        '2025-03-10 moved',
        '2025-03-21',
        '2025-03-30', // Ramazon hayiti, Sunday
        '2025-03-31 moved',
        '2025-05-09',
        '2025-06-06',
        '2025-09-01',
        '2025-10-01',
        '2025-12-08',
      ],
    ],
    [
      2026,
      [
        '2026-01-01',
        '2026-03-08',
        '2026-03-09 moved',
        '2026-03-20', // Ramazon hayiti, Friday, the day before Navruz
        '2026-03-21',
        '2026-03-23 moved',
        '2026-05-09',
        '2026-05-11 moved',
        '2026-05-27', // Qurbon hayiti
        '2026-09-01',
        '2026-10-01',
        '2026-12-08',
      ],
    ],
  ])('%i', (year, expected) => {
    expect(days(year)).toEqual(expected);
  });

  it('holds an Eid twice in a year that a lunar year fits into (2033)', () => {
    const fitr = publicHolidays(2033).filter((h) => h.key === 'eidAlFitr' && !h.moved);
    expect(fitr.map((h) => h.day)).toEqual(['2033-01-03', '2033-12-23']);
  });

  it('lists the days in order, each moved day a Monday', () => {
    for (const year of [2027, 2028, 2029, 2030]) {
      const list = publicHolidays(year);
      expect(list.map((h) => h.day)).toEqual(list.map((h) => h.day).sort());
      for (const h of list.filter((x) => x.moved)) expect(new Date(`${h.day}T00:00:00Z`).getUTCDay()).toBe(1);
    }
  });
});

describe('holidayName', () => {
  it.each([
    ['uz', false, 'Navroʻz bayrami'],
    ['ru', false, 'Праздник Навруз'],
    ['en', true, 'Navruz (moved day off)'],
    ['ru', true, 'Праздник Навруз (перенесённый выходной)'],
  ] as const)('%s, moved %s', (lang, moved, name) => {
    expect(holidayName({ day: '2026-03-21', key: 'navruz', moved }, lang)).toBe(name);
  });
});
