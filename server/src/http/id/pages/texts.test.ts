import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLocale, sourceFiles } from '../../../../../tests/support/locale-files';

/**
 * The identity pages' texts (`id` namespace) exist in every hand-written language with the same
 * keys (uz-Cyrl is generated from uz), and every key the pages, forms and SMS ask for exists.
 */
const serverSrc = join(import.meta.dirname, '../../..');

const load = (language: string) => loadLocale(language, 'id');
const uz = load('uz');

describe('id namespace', () => {
  it.each(['ru', 'en', 'uz-Cyrl'])('%s has exactly the keys of uz', (language) => {
    expect([...load(language).keys()].sort()).toEqual([...uz.keys()].sort());
  });

  it.each(['uz', 'ru', 'en'])('%s has no empty texts and keeps every {{placeholder}} of uz', (language) => {
    for (const [key, value] of load(language)) {
      expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
      const wanted =
        String(uz.get(key))
          .match(/{{\w+}}/g)
          ?.sort() ?? [];
      expect(
        String(value)
          .match(/{{\w+}}/g)
          ?.sort() ?? [],
        `${language}: ${key}`,
      ).toEqual(wanted);
    }
  });

  it('has every key the server asks for', () => {
    const files = [
      ...sourceFiles(join(serverSrc, 'http/id')),
      ...sourceFiles(join(serverSrc, 'modules/identity')),
    ];
    const asked = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-z_.]+)'/g)) asked.add(match[1] ?? '');
      for (const match of text.matchAll(/'id:([a-z_.]+)'/g)) asked.add(match[1] ?? '');
    }
    expect(asked.size).toBeGreaterThan(20);
    for (const key of asked) expect(uz.has(key), key).toBe(true);
  });
});
