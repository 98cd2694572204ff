/**
 * Reading the shipped translation files in tests: every namespace's keys flattened to dotted
 * paths, and the source files whose t('...') calls must find them. Used by the texts tests of the
 * client's features and of the server's pages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const LOCALES_DIR = join(import.meta.dirname, '../../shared/src/i18n/locales');

/** `{a: {b: 'x'}}` → Map { 'a.b' => 'x' } */
export function flattenKeys(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      for (const [k, v] of flattenKeys(inner, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** One namespace of one language, flattened. */
export function loadLocale(language: string, namespace: string): Map<string, unknown> {
  return flattenKeys(
    JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as unknown,
  );
}

/** The .ts and .tsx files below a folder, tests left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
