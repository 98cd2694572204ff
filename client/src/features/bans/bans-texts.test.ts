import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { userBanSchema } from '@kimoshdi/shared/api/shop/user-bans';
import { BAN_REASONS } from '@kimoshdi/shared/domain/blacklist/bar';
import { loadLocale, sourceFiles } from '../../../../tests/support/locale-files';

/**
 * The bans namespace: the same keys in every hand-written language, no empty text, every key the
 * client asks for (literally here, as `bans:` elsewhere), and a text for every reason and state.
 */
const load = (language: string) => loadLocale(language, 'bans');
const uz = load('uz');

describe('bans namespace', () => {
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
      for (const match of text.matchAll(/'bans:([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
      if (!file.startsWith(import.meta.dirname)) continue;
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
    }
    expect([...used].filter((key) => !uz.has(key))).toEqual([]);
    expect(used.size).toBeGreaterThan(15);
  });

  it('labels every reason and state', () => {
    const needed = [
      ...BAN_REASONS.map((reason) => `reason.${reason}`),
      ...userBanSchema.shape.state.options.map((state) => `state.${state}`),
    ];
    expect(needed.filter((key) => !uz.has(key))).toEqual([]);
  });
});
