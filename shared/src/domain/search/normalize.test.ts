import { describe, expect, it } from 'vitest';
import { escapeLike, looksLikeLotNumber, normalizeForSearch, searchWords } from './normalize';

describe('normalizeForSearch', () => {
  it.each([
    ['Toshkent', 'toshkent'],
    ['TOSHKENT', 'toshkent'],
    ['Тошкент', 'toshkent'],
    ['ТОШКЕНТ', 'toshkent'],
    ['gʻalla', "g'alla"],
    ['gʼalla', "g'alla"],
    ['g‘alla', "g'alla"],
    ['g’alla', "g'alla"],
    ['g`alla', "g'alla"],
    ["g'alla", "g'alla"],
    ['ғалла', "g'alla"],
    ['Farg‘ona', "farg'ona"],
    ['Фарғона', "farg'ona"],
    ['Oʻzbekiston', "o'zbekiston"],
    ['Ўзбекистон', "o'zbekiston"],
    ['маълумот', "ma'lumot"],
    ['Хива', 'xiva'],
    ['Чилонзор', 'chilonzor'],
    ['Квартира в Чиланзаре', 'kvartira v chilanzare'],
    ['Трактор МТЗ-80', 'traktor mtz-80'],
    ['Қарши', 'qarshi'],
    ['Ҳазорасп', 'hazorasp'],
    ['  Chevrolet \t  Nexia   3 ', 'chevrolet nexia 3'],
    ['', ''],
    ['<script>', '<script>'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('makes the Uzbek Latin and Cyrillic spellings of a name equal', () => {
    expect(normalizeForSearch("Qo'qon shahri, Sho'rchi")).toBe(normalizeForSearch('Қўқон шаҳри, Шўрчи'));
  });
});

describe('searchWords', () => {
  it.each([
    ['toshkent', ['toshkent']],
    ['kvartira chilonzor', ['kvartira', 'chilonzor']],
    ['uy uy', ['uy']],
    ['', []],
  ])('%j -> %j', (term, expected) => {
    expect(searchWords(term)).toEqual(expected);
  });
});

describe('looksLikeLotNumber', () => {
  it.each([
    ['2600123', true],
    ['26-001', true],
    ['nexia 3', false],
    ['3 xonali', false],
    ['', false],
  ])('%j: %s', (query, expected) => {
    expect(looksLikeLotNumber(query)).toBe(expected);
  });
});

describe('escapeLike', () => {
  it.each([
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['plain', 'plain'],
  ])('%j -> %j', (input, expected) => {
    expect(escapeLike(input)).toBe(expected);
  });
});
