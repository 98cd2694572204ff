import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AmountError } from '@kimoshdi/shared/domain/money/tiyin';
import { flattenKeys, LOCALES_DIR, sourceFiles } from '../../../../tests/support/locale-files';

/**
 * The repeat namespace's texts: the four languages have the same keys, every key the feature and
 * the lot page ask for exists (literally, or an amount's refusal built from its code), and the
 * server's message has its title and content.
 */
/** Every refusal of parseSumToTiyin, which the form words from its code. */
const AMOUNT_ERRORS: AmountError[] = [
  'AMOUNT_EMPTY',
  'AMOUNT_NOT_A_NUMBER',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_TOO_MANY_DECIMALS',
  'AMOUNT_TOO_LARGE',
];
const LOT_PAGE = join(import.meta.dirname, '../catalogue/components/lot-view-page.tsx');

function keysOf(language: string): Map<string, unknown> {
  return flattenKeys(JSON.parse(readFileSync(join(LOCALES_DIR, language, 'repeat.json'), 'utf8')) as unknown);
}

describe('the repeat namespace', () => {
  it.each(['ru', 'en', 'uz-Cyrl'])('has the keys of uz in %s', (language) => {
    expect([...keysOf(language).keys()].sort()).toEqual([...keysOf('uz').keys()].sort());
  });

  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])('words every key the feature uses in %s', (language) => {
    const texts = keysOf(language);
    const used = new Set<string>([
      ...AMOUNT_ERRORS.map((code) => `validation.${code}`),
      'messages.repeated.title',
      'messages.repeated.content',
    ]);
    for (const file of [...sourceFiles(import.meta.dirname), LOT_PAGE]) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/'(?:repeat:)?((?:action|validation|lotPage)\.[\w.]+)'/g))
        used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => typeof texts.get(key) !== 'string')).toEqual([]);
  });
});
