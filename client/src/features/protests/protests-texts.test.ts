import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROTEST_DESK_FILTERS, PROTEST_STATES } from '@kimoshdi/shared';
import { flattenKeys, LOCALES_DIR, sourceFiles } from '../../../../tests/support/locale-files';

/**
 * The protests' texts: the four languages have the same keys, and every key the feature and its
 * routes ask for (literally, or the state, filter and message keys built from their lists) exists.
 */
const ROUTES = join(import.meta.dirname, '../../app/routes/profile');
const MESSAGE_KINDS = ['filed', 'accepted', 'acceptedWithNote', 'rejected', 'reviewed'];

function keysOf(language: string): Map<string, unknown> {
  return flattenKeys(
    JSON.parse(readFileSync(join(LOCALES_DIR, language, 'protests.json'), 'utf8')) as unknown,
  );
}

describe('the protests namespace', () => {
  it.each(['ru', 'en', 'uz-Cyrl'])('has the keys of uz in %s', (language) => {
    expect([...keysOf(language).keys()].sort()).toEqual([...keysOf('uz').keys()].sort());
  });

  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])('words every key the feature uses in %s', (language) => {
    const texts = keysOf(language);
    const used = new Set<string>([
      ...PROTEST_STATES.map((state) => `states.${state}`),
      ...PROTEST_DESK_FILTERS.flatMap((filter) => [`filters.${filter}`, `desk.empty.${filter}`]),
      ...MESSAGE_KINDS.flatMap((kind) => [`messages.${kind}.title`, `messages.${kind}.content`]),
    ]);
    const files = [
      ...sourceFiles(import.meta.dirname),
      join(ROUTES, 'protests.tsx'),
      join(ROUTES, 'operator-protests.tsx'),
    ];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(
        /'(?:protests:)?((?:menu|card|panel|dialog|page|order|answer|desk)\.[\w.]+)'/g,
      ))
        used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(60);
    expect([...used].filter((key) => typeof texts.get(key) !== 'string')).toEqual([]);
  });

  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])(
    'has no key left unused in %s (the messages are worded by the server)',
    (language) => {
      const sources = [
        ...sourceFiles(import.meta.dirname),
        join(ROUTES, 'protests.tsx'),
        join(ROUTES, 'operator-protests.tsx'),
        join(import.meta.dirname, '../cabinet/cabinet-menu.ts'),
      ]
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      const built = /^(states|filters|desk\.empty|messages)\./;
      const unused = [...keysOf(language).keys()].filter(
        (key) => !built.test(key) && !sources.includes(`'${key}'`) && !sources.includes(`'protests:${key}'`),
      );
      expect(unused).toEqual([]);
    },
  );
});
