import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLocale, sourceFiles } from '../../../../tests/support/locale-files';
import { OFFER_ERROR_KEYS } from './offer-check';

/**
 * The auction namespace: the same keys in every language, no empty text, and every key the game
 * page, its route and the operator's live board ask for (the board writes `auction:` in full).
 */
const load = (language: string) => loadLocale(language, 'auction');
const uz = load('uz');
const clientDir = join(import.meta.dirname, '../..');

describe('auction namespace', () => {
  it.each(['ru', 'en', 'uz-Cyrl'])('%s has exactly the keys of uz', (language) => {
    expect([...load(language).keys()].sort()).toEqual([...uz.keys()].sort());
  });

  it.each(['uz', 'ru', 'en'])('%s has no empty texts', (language) => {
    for (const [key, value] of load(language)) {
      expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
    }
  });

  it('has every key the game page uses literally', () => {
    const used = new Set<string>(Object.values(OFFER_ERROR_KEYS));
    for (const file of sourceFiles(import.meta.dirname)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g))
        used.add(match[1] ?? '');
    }
    const operatorFiles = [
      join(clientDir, 'app/routes/profile/operator-live-auctions.tsx'),
      ...sourceFiles(join(clientDir, 'features/operator')),
    ];
    for (const file of operatorFiles) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'auction:([\w.-]+)'/g))
        used.add(match[1] ?? '');
    }
    for (const status of ['waiting', 'live', 'paused', 'closed']) used.add(`status.${status}`);
    for (const kind of ['ends', 'paused', 'starts']) used.add(`timer.${kind}`);
    expect([...used].filter((key) => !uz.has(key))).toEqual([]);
    expect(used.size).toBeGreaterThan(60);
  });
});
