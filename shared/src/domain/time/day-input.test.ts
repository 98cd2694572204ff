import { describe, expect, it } from 'vitest';
import { maskDayInput, parseDayInput } from './day-input';

describe('maskDayInput', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['23', '23'],
    ['231', '23.1'],
    ['2311', '23.11'],
    ['23112', '23.11.2'],
    ['23112026', '23.11.2026'],
    ['231120261', '23.11.2026'],
    ['23.11.2026', '23.11.2026'],
    ['23/11/2026', '23.11.2026'],
    ['ab23', '23'],
  ])('%s -> %s', (typed, shown) => {
    expect(maskDayInput(typed)).toBe(shown);
  });
});

describe('parseDayInput', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['23.11.2026', '2026-11-23'],
    ['01.01.2027', '2027-01-01'],
    ['29.02.2028', '2028-02-29'],
    ['29.02.2026', null],
    ['31.04.2026', null],
    ['00.11.2026', null],
    ['23.13.2026', null],
    ['23.11.26', null],
    ['2026-11-23', null],
    ['23.11', null],
  ])('%s -> %s', (text, day) => {
    expect(parseDayInput(text)).toBe(day);
  });
});
