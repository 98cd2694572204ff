import { describe, expect, it } from 'vitest';
import { contentLanguageOrder } from './language-order';

describe('contentLanguageOrder', () => {
  it.each([
    ['uz', ['uz', 'ru', 'uz-Cyrl', 'en']],
    ['ru', ['ru', 'uz', 'uz-Cyrl', 'en']],
    ['uz-Cyrl', ['uz-Cyrl', 'uz', 'ru', 'en']],
    ['en', ['en', 'uz', 'ru', 'uz-Cyrl']],
  ] as const)('%s reads %j', (lang, order) => {
    expect(contentLanguageOrder(lang)).toEqual(order);
  });
});
