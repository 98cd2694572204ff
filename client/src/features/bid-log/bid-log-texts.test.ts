import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLocale, sourceFiles } from '../../../../tests/support/locale-files';

/**
 * The bid-log namespace: the same keys in every language, no empty text, every key the feature
 * asks for literally, and a text for every fault the check in the browser can name.
 */
const load = (language: string) => loadLocale(language, 'bid-log');
const uz = load('uz');
const FAULTS = ['genesis', 'seq', 'unchained', 'hash', 'time', 'self_outbid', 'step', 'digest', 'result'];

describe('bid-log namespace', () => {
  it.each(['ru', 'en', 'uz-Cyrl'])('%s has exactly the keys of uz', (language) => {
    expect([...load(language).keys()].sort()).toEqual([...uz.keys()].sort());
  });

  it.each(['uz', 'ru', 'en'])('%s has no empty texts', (language) => {
    for (const [key, value] of load(language)) {
      expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
    }
  });

  it('has every key the feature uses literally, and every fault', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(import.meta.dirname)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
    }
    expect([...used].filter((key) => !uz.has(key))).toEqual([]);
    expect(used.size).toBeGreaterThan(20);
    expect(FAULTS.map((fault) => `check.faults.${fault}`).filter((key) => !uz.has(key))).toEqual([]);
  });
});
