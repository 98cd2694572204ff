import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenKeys, LOCALES_DIR, sourceFiles } from '../../../../tests/support/locale-files';

/**
 * The moderation desk's texts: the four languages have the same keys, and every key the desk and
 * its routes ask for (literally, or the decision keys built from 'return'/'reject') exists.
 */
const ROUTES = join(import.meta.dirname, '../../app/routes/profile');

function keysOf(language: string): Map<string, unknown> {
  return flattenKeys(
    JSON.parse(readFileSync(join(LOCALES_DIR, language, 'moderation.json'), 'utf8')) as unknown,
  );
}

describe('the moderation namespace', () => {
  it.each(['ru', 'en', 'uz-Cyrl'])('has the keys of uz in %s', (language) => {
    expect([...keysOf(language).keys()].sort()).toEqual([...keysOf('uz').keys()].sort());
  });

  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])('words every key the desk uses in %s', (language) => {
    const texts = keysOf(language);
    const used = new Set<string>();
    const files = [
      ...sourceFiles(import.meta.dirname),
      join(ROUTES, 'operator-orders.tsx'),
      join(ROUTES, 'operator-order.tsx'),
    ];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/'(?:moderation:)?((?:menu|queue|order|decide)\.[\w.]+)'/g))
        used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => typeof texts.get(key) !== 'string')).toEqual([]);
  });
});
