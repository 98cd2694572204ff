import { describe, expect, it } from 'vitest';
import { signedLanguage } from './signed-text';

const texts = { uz: 'Oferta', ru: 'Оферта', 'uz-Cyrl': 'Оферта ', en: 'Offer' };

describe('signedLanguage', () => {
  it.each([
    ['Oferta', 'uz'],
    ['Оферта', 'ru'],
    ['Оферта ', 'uz-Cyrl'],
    ['Offer', 'en'],
    ['Offer ', null],
    ['offer', null],
    ['', null],
  ] as const)('%j is %s', (signed, lang) => {
    expect(signedLanguage(texts, signed)).toBe(lang);
  });
});
