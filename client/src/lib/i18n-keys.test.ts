import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenKeys, LOCALES_DIR, sourceFiles } from '../../../tests/support/locale-files';

/**
 * The shell's texts must exist in every hand-written language with the same keys (uz-Cyrl is
 * generated from uz), and every literal key the client asks for must exist, so a typo or a
 * forgotten translation fails here instead of showing a raw key to a visitor.
 */
const srcDir = join(import.meta.dirname, '..');

function load(language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, 'common.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}

const uz = flattenKeys(load('uz'));

describe('common namespace', () => {
  it.each(['ru', 'en'])('%s has exactly the keys of uz', (language) => {
    expect([...flattenKeys(load(language)).keys()].sort()).toEqual([...uz.keys()].sort());
  });

  it.each(['uz', 'ru', 'en'])('%s has no empty texts', (language) => {
    for (const [key, value] of flattenKeys(load(language))) {
      expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
    }
  });

  it('has every key the client uses literally', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      // Files that read another namespace (the cabinet's) are checked by that namespace's test; a
      // file given its `t` by a caller names the namespace in an `i18n-namespace:` comment.
      if (/useTranslation\('(?!common')|i18n-namespace: (?!common\b)/.test(text)) continue;
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
      for (const match of text.matchAll(/'((?:contact\.errors|help\.menu)\.[\w-]+)'/g)) {
        used.add(match[1] ?? '');
      }
    }
    const missing = [...used].filter((key) => !key.includes(':') && !uz.has(key));
    expect(missing).toEqual([]);
  });

  it('has every key the client names in full as common:key, in any file', () => {
    const named = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'common:([a-zA-Z][\w.-]*)'/g)) {
        named.add(match[1] ?? '');
      }
    }
    // The shell parts kept in their feature's folder (the navbar's messages, the completion prompt).
    expect(named).toContain('nav.unreadMessages');
    expect([...named].filter((key) => !uz.has(key))).toEqual([]);
  });
});
