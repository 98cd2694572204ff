import { describe, expect, it } from 'vitest';
import { isLanguage, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it.each([
    [undefined, undefined, 'uz'],
    ['ru', undefined, 'ru'],
    ['ru', 'en', 'ru'],
    ['de', 'ru', 'ru'],
    [undefined, 'ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    [undefined, 'en-US,en;q=0.9', 'en'],
    [undefined, 'uz-Cyrl-UZ', 'uz-Cyrl'],
    [undefined, 'uz-Latn-UZ,uz;q=0.9', 'uz'],
    [undefined, 'de-DE,fr;q=0.5', 'uz'],
    [undefined, 'de;q=1, ru;q=0.2, en;q=0.5', 'en'],
    [undefined, 'ru;q=0', 'uz'],
    [undefined, '', 'uz'],
    [undefined, ';;;,,,q=', 'uz'],
  ])('cookie %s, Accept-Language %s -> %s', (cookie, header, expected) => {
    expect(pickLanguage(cookie, header)).toBe(expected);
  });
});

describe('isLanguage', () => {
  it.each([
    ['uz', true],
    ['uz-Cyrl', true],
    ['UZ', false],
    ['', false],
    [null, false],
    [1, false],
  ])('%s -> %s', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
});
