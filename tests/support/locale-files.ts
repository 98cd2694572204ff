/**
 * Reading the shipped translation files in tests: every namespace's keys flattened to dotted
 * paths, and the source files whose t('...') calls must find them. Used by the texts tests of the
 * client's features and of the server's pages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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

/** The languages written by hand; uz-Cyrl is generated from uz (npm run i18n:cyrl). */
const HAND_WRITTEN = ['uz', 'ru', 'en'] as const;

/** The {{placeholders}} of a text, sorted. */
function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

export interface NamespaceTexts {
  namespace: string;
  /** Folders and files whose bare t('key') calls are this namespace's (the feature's own). */
  own: readonly string[];
  /** Folders and files whose bare t('key') calls count when the file names the namespace ('ns'). */
  mentioning?: readonly string[];
  /** Folders and files where only the full 'ns:key' counts (menus, other features' routes). */
  named?: readonly string[];
  /** Other patterns whose first group is a key, searched in `own` (e.g. `labelKey: '...'`). */
  patterns?: readonly RegExp[];
  /** The fewest keys the sources must ask for, so a search that finds nothing fails. */
  atLeast: number;
}

/** The files of a list of files and folders. */
function filesOf(places: readonly string[] = []): string[] {
  return places.flatMap((place) => (statSync(place).isDirectory() ? sourceFiles(place) : [place]));
}

/** A source without its comment lines: a key named in a comment is not asked for. */
function withoutComments(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
}

/** The keys of `namespace` the sources ask for: literally, in full or bare as the spec says. */
export function keysAskedFor(spec: NamespaceTexts): Set<string> {
  const used = new Set<string>();
  // A full name anywhere but as a socket event's name (`auction:join` is an event, not a text).
  const full = new RegExp(
    `(?<!\\b(?:on|off|once|emit|emitWithAck)\\(\\s*)'${spec.namespace}:([a-zA-Z][\\w.-]*)'`,
    'g',
  );
  const bare = /\bt\(\s*'([a-zA-Z][\w.-]*)'/g;
  const add = (text: string, pattern: RegExp) => {
    for (const match of text.matchAll(pattern)) used.add(match[1] ?? '');
  };
  const read = (file: string) => withoutComments(readFileSync(file, 'utf8'));
  for (const file of filesOf(spec.own)) {
    const text = read(file);
    add(text, full);
    add(text, bare);
    for (const pattern of spec.patterns ?? []) add(text, pattern);
  }
  for (const file of filesOf(spec.mentioning)) {
    const text = read(file);
    add(text, full);
    if (text.includes(`'${spec.namespace}'`)) add(text, bare);
  }
  for (const file of filesOf(spec.named)) add(read(file), full);
  return used;
}

/**
 * The checks every namespace of texts gets, as tests of the calling file: each language has exactly
 * uz's keys, no text is empty, each has uz's placeholders, and every key the sources ask for exists.
 */
export function describeNamespaceTexts(spec: NamespaceTexts): void {
  const load = (language: string) => loadLocale(language, spec.namespace);
  const uz = load('uz');
  describe(`the ${spec.namespace} namespace`, () => {
    it.each(['ru', 'en', 'uz-Cyrl'])('%s has exactly the keys of uz', (language) => {
      expect([...load(language).keys()].sort()).toEqual([...uz.keys()].sort());
    });

    it.each(HAND_WRITTEN)('%s has no empty texts, and the placeholders of uz', (language) => {
      for (const [key, value] of load(language)) {
        expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
        expect(placeholders(value), `${language}: ${key}`).toEqual(placeholders(uz.get(key)));
      }
    });

    it('has every key the sources ask for', () => {
      const used = keysAskedFor(spec);
      expect([...used].filter((key) => !uz.has(key))).toEqual([]);
      expect(used.size).toBeGreaterThanOrEqual(spec.atLeast);
    });
  });
}

/** Keys a namespace must have that no literal shows (built from a list of values). */
export function missingKeys(namespace: string, keys: readonly string[], language = 'uz'): string[] {
  const texts = loadLocale(language, namespace);
  return keys.filter((key) => typeof texts.get(key) !== 'string');
}
