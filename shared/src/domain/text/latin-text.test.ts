import { describe, expect, it } from 'vitest';
import { isLatinText, latinFilter } from './latin-text';

describe('isLatinText', () => {
  it.each([
    ['', true],
    ['Toshkent shahri, Chilonzor 9-kvartal', true],
    ['3 xonali kvartira (75 m2), 4/9 qavat', true],
    ["O'zbekiston", true],
    ['Oʻzbekiston, gʻisht uy', true],
    ['Narxi: 100 000 $ + 5% "chegirma" @ #1 & ? ! * ;', true],
    ['It’s a “good” «car»', true],
    ['line one\nline two\ttab', true],
    ['Тошкент', false],
    ['Quvasoy – shahar', false],
    ['price = 5', false],
    ['под ключ', false],
    ['naïve', false],
    ['a_b', false],
    ['<script>', false],
    ['emoji 🙂', false],
  ])('%j -> %s', (value, expected) => {
    expect(isLatinText(value)).toBe(expected);
  });
});

describe('latinFilter', () => {
  it.each([
    ['Uy 5', 'Uy 5', false],
    ['Uy Дом 5', 'Uy  5', true],
    ['', '', false],
  ])('%j -> %j (refused %s)', (value, kept, refused) => {
    expect(latinFilter(value)).toEqual({ value: kept, refused });
  });
});
