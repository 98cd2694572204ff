import { describe, expect, it } from 'vitest';
import { keysAskedFor, missingKeys } from '../../../../tests/support/locale-files';
import { STATUS_FILTERS } from './status-filter';

/**
 * The refund desk reads the cabinet namespace (whose own test checks its languages): every key it
 * asks for literally, and every one it builds from a filter, must exist in every language.
 */
describe('the refund desk texts', () => {
  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])('exist in %s for every key the desk uses', (language) => {
    const used = keysAskedFor({ namespace: 'cabinet', own: [import.meta.dirname], atLeast: 0 });
    expect(used.size).toBeGreaterThan(20);
    const needed = [...used, ...STATUS_FILTERS.map((filter) => `operatorRefunds.empty.${filter}`)];
    expect(missingKeys('cabinet', needed, language)).toEqual([]);
  });
});
