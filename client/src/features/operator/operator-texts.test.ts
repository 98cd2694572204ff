import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATUS_FILTERS } from './status-filter';

/**
 * The refund desk reads the cabinet namespace (whose own test checks that uz, ru and en have the
 * same keys): every key it asks for literally, and every one it builds from a filter, must exist.
 */
const localesDir = join(import.meta.dirname, '../../../../shared/src/i18n/locales');

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      for (const [k, v] of flatten(inner, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the refund desk texts', () => {
  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])('exist in %s for every key the desk uses', (language) => {
    const texts = flatten(
      JSON.parse(readFileSync(join(localesDir, language, 'cabinet.json'), 'utf8')) as unknown,
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
