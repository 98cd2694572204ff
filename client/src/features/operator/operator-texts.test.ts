import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenKeys, LOCALES_DIR, sourceFiles } from '../../../../tests/support/locale-files';
import { STATUS_FILTERS } from './status-filter';

/**
 * The refund desk reads the cabinet namespace (whose own test checks that uz, ru and en have the
 * same keys): every key it asks for literally, and every one it builds from a filter, must exist.
 */

describe('the refund desk texts', () => {
  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])('exist in %s for every key the desk uses', (language) => {
    const texts = flattenKeys(
      JSON.parse(readFileSync(join(LOCALES_DIR, language, 'cabinet.json'), 'utf8')) as unknown,
    );
    const used = new Set<string>(STATUS_FILTERS.map((filter) => `operatorRefunds.empty.${filter}`));
    for (const file of sourceFiles(import.meta.dirname)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g))
        used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((key) => !key.includes(':') && typeof texts.get(key) !== 'string');
    expect(missing).toEqual([]);
  });
});
