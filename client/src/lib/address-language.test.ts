import { describe, expect, it } from 'vitest';
import { addressLanguage, withoutLanguage } from './address-language';

describe('addressLanguage', () => {
  it.each([
    ['/lot-view/7', '?lang=ru', 'ru'],
    ['/lot-view/7', '?lang=uz', 'uz'],
    ['/home', '?tab=1&lang=uz-Cyrl', 'uz-Cyrl'],
    ['/home', '?lang=en', 'en'],
    ['/home', '', undefined],
    ['/home', '?lang=de', undefined],
    ['/home', '?lang=', undefined],
    // The editors' `lang` is the edited text's language.
    ['/profile/operator/help-pages', '?slug=about&lang=ru', undefined],
    ['/profile/operator/news/', '?lang=ru', undefined],
  ])('%s%s -> %s', (pathname, search, language) => {
    expect(addressLanguage(pathname, search)).toBe(language);
  });
});

describe('withoutLanguage', () => {
  it.each([
    ['?lang=ru', ''],
    ['', ''],
    ['?tab=1&lang=ru&page=2', '?tab=1&page=2'],
    ['?q=uy%20bor', '?q=uy%20bor'],
    ['?lang=ru&lang=uz&a=1', '?a=1'],
  ])('%s -> %s', (search, rest) => {
    expect(withoutLanguage(search)).toBe(rest);
  });
});
