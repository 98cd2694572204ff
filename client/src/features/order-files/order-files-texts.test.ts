import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLocale, sourceFiles } from '../../../../tests/support/locale-files';

/**
 * The files namespace: the same keys in every language, no empty text, every key the component
 * asks for, and a text for every error code the client's own check can name.
 */
const load = (language: string) => loadLocale(language, 'files');
const uz = load('uz');

describe('files namespace', () => {
  it.each(['ru', 'en', 'uz-Cyrl'])('%s has exactly the keys of uz', (language) => {
    expect([...load(language).keys()].sort()).toEqual([...uz.keys()].sort());
  });

  it.each(['uz', 'ru', 'en'])('%s has no empty texts', (language) => {
    for (const [key, value] of load(language)) {
      expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
    }
  });

  it('has every key the component uses literally', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(import.meta.dirname)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
    }
    expect([...used].filter((key) => !uz.has(key))).toEqual([]);
    expect(used.size).toBeGreaterThan(20);
  });

  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])('%s words every file error', (language) => {
    const errors = loadLocale(language, 'errors');
    const codes = [
      'TOO_MANY_FILES',
      'FILE_TOO_LARGE',
      'FILES_TOTAL_TOO_LARGE',
      'FILE_TYPE_NOT_ALLOWED',
      'FILE_UNREADABLE',
      'ORDER_WRONG_STATE',
      'ORDER_IMAGES_TOO_FEW',
    ];
    expect(codes.filter((code) => !errors.has(code))).toEqual([]);
  });
});
