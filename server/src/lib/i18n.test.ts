import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kimoshdi/shared';
import { translate, wordedByI18next } from './i18n';

const LOCALES = join(import.meta.dirname, '../../../shared/src/i18n/locales');

/** Every text's key (`ns:a.b`) with its placeholders' names, over all languages' resources. */
function allTexts(): Map<string, Set<string>> {
  const texts = new Map<string, Set<string>>();
  const walk = (prefix: string, node: unknown): void => {
    if (typeof node === 'string') {
      const names = texts.get(prefix) ?? new Set<string>();
      for (const match of node.matchAll(/\{\{(.+?)\}\}/g)) names.add((match[1] ?? '').trim());
      texts.set(prefix, names);
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node))
        walk(prefix.endsWith(':') ? prefix + key : `${prefix}.${key}`, child);
    }
  };
  for (const lang of readdirSync(LOCALES)) {
    for (const file of readdirSync(join(LOCALES, lang))) {
      const ns = file.replace(/\.json$/, '');
      walk(`${ns}:`, JSON.parse(readFileSync(join(LOCALES, lang, file), 'utf8')));
    }
  }
  return texts;
}

describe('translate', () => {
  const texts = allTexts();

  it('has texts to compare', () => {
    expect(texts.size).toBeGreaterThan(500);
  });

  it('words every text of every language as i18next does', () => {
    let compared = 0;
    for (const lang of LANGUAGES) {
      for (const [key, names] of texts) {
        const all = Object.fromEntries([...names].map((name, i) => [name, i % 2 ? `v-${name}` : i]));
        const [first, ...rest] = [...names];
        const someMissing = first === undefined ? {} : Object.fromEntries(rest.map((name) => [name, null]));
        for (const params of [undefined, all, someMissing]) {
          expect(translate(lang, key, params), `${lang} ${key}`).toBe(wordedByI18next(lang, key, params));
          compared += 1;
        }
      }
    }
    expect(compared).toBe(LANGUAGES.length * texts.size * 3);
  });

  it.each([
    ['a key with no text', 'errors:no.such.key', { lot: 'A-1' }],
    ['a subtree, not a text', 'auction:outbid', undefined],
    ['a count', 'auction:outbid.cabinet.title', { lot: 'A-1', count: 2 }],
    ['a context', 'errors:REPEAT_NOT_ALLOWED', { context: 'sold' }],
    ['a value with braces', 'auction:outbid.cabinet.title', { lot: '{{number}}' }],
  ])('words %s as i18next does', (_name, key, params) => {
    for (const lang of LANGUAGES)
      expect(translate(lang, key, params)).toBe(wordedByI18next(lang, key, params));
  });

  it('keeps i18next for a context, which picks another text', () => {
    expect(translate('ru', 'errors:REPEAT_NOT_ALLOWED', { context: 'sold' })).toBe(
      translate('ru', 'errors:REPEAT_NOT_ALLOWED_sold'),
    );
  });
});
