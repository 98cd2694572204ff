import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kimoshdi/shared';
import { CONSENT_REASONS } from '@kimoshdi/shared/domain/consent/standing';
import { loadLocale, sourceFiles } from '../../../../tests/support/locale-files';

/**
 * The consent namespace: the same keys in every language, no empty text, the same placeholders,
 * every key the client asks for (literally here, as `consent:` elsewhere), and a text for every
 * reason, signature state and signed language.
 */
const load = (language: string) => loadLocale(language, 'consent');
const uz = load('uz');

describe('consent namespace', () => {
  it.each(['ru', 'en', 'uz-Cyrl'])('%s has exactly the keys of uz', (language) => {
    expect([...load(language).keys()].sort()).toEqual([...uz.keys()].sort());
  });

  it.each(['uz', 'ru', 'en'])('%s has no empty texts, and the same placeholders as uz', (language) => {
    for (const [key, value] of load(language)) {
      expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
      const names = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(value), `${language}: ${key}`).toEqual(names(uz.get(key)));
    }
  });

  it('has every key the client uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(import.meta.dirname, '../..'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/'consent:([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
      if (!file.startsWith(import.meta.dirname)) continue;
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
    }
    expect([...used].filter((key) => !uz.has(key))).toEqual([]);
    expect(used.size).toBeGreaterThan(30);
  });

  it('names every reason, state and language', () => {
    const needed = [
      ...CONSENT_REASONS.map((reason) => `dialog.reason.${reason}`),
      ...['current', 'withdrawn', 'outdated'].map((state) => `signatures.state.${state}`),
      ...LANGUAGES.map((language) => `language.${language}`),
    ];
    expect(needed.filter((key) => !uz.has(key))).toEqual([]);
  });

  it('has the error texts of the offer in every language', () => {
    for (const language of ['uz', 'ru', 'uz-Cyrl', 'en']) {
      const errors = loadLocale(language, 'errors');
      for (const code of [
        'CONSENT_REQUIRED',
        'ESIGN_WRONG_PASSWORD',
        'ESIGN_BAD_SIGNATURE',
        'ESIGN_WRONG_DOCUMENT',
        'ESIGN_CERT_EXPIRED',
        'ESIGN_UNKNOWN_CA',
        'ESIGN_WRONG_OWNER',
        'ESIGN_NO_TAX_ID',
      ]) {
        expect(errors.get(code), `${language}: ${code}`).toEqual(expect.stringMatching(/\S/));
      }
    }
  });
});
