import { describe, expect, it } from 'vitest';
import { normalizeFullName } from './full-name';

describe('normalizeFullName', () => {
  it.each([
    ['  Alisher   Navoiy ', 'Alisher Navoiy'],
    ["G'ulom O'g'li", "G'ulom O'g'li"],
    ['Иванов Иван', 'Иванов Иван'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeFullName(input)).toBe(expected);
  });

  it.each(['', '  ', 'Al', '12345', 'A'.repeat(151)])('%j is refused', (input) => {
    expect(normalizeFullName(input)).toBeUndefined();
  });
});
