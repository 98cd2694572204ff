/**
 * Generates the Uzbek Cyrillic locale from the Uzbek Latin one (docs/architecture.md section 7: uz-Cyrl is
 * complete because it is made from uz by transliteration).
 *
 * For every shared/src/i18n/locales/uz/<name>.json it writes shared/src/i18n/locales/uz-Cyrl/<name>.json:
 * the same keys, every string value (deep: nested objects and arrays) transliterated, other values
 * copied. The file is 2-space JSON with a trailing newline, passed through Prettier with the
 * repository's settings so that `prettier --check .` agrees with the generator.
 *
 *   npm run i18n:cyrl          writes the files
 *   npm run i18n:cyrl -- --check   only reports files that are missing or out of date (exit 1)
 *
 * Never edit a uz-Cyrl file by hand: change the uz file (or the transliteration rules) and run the
 * generator again. scripts/generate-uz-cyrl.test.ts fails when a committed file is out of date.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { transliterate } from '../shared/src/domain/i18n/transliterate';
import { runIfMain } from './lib/run-if-main';

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../shared/src/i18n/locales');

export interface LocaleDirs {
  /** Where the Uzbek Latin sources are. */
  uzDir: string;
  /** Where the generated Uzbek Cyrillic files go. */
  cyrlDir: string;
}

export const DEFAULT_DIRS: LocaleDirs = {
  uzDir: path.join(LOCALES_DIR, 'uz'),
  cyrlDir: path.join(LOCALES_DIR, 'uz-Cyrl'),
};

/** Transliterates every string value of a parsed uz locale file; keys and other values stay. */
export function generateUzCyrl<T>(uzJson: T): T {
  return transliterateDeep(uzJson) as T;
}

function transliterateDeep(value: unknown): unknown {
  if (typeof value === 'string') return transliterate(value);
  if (Array.isArray(value)) return value.map(transliterateDeep);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, transliterateDeep(item)]));
  }
  return value;
}

/** The text of the uz-Cyrl file made from the text of a uz file (written to `targetFile`). */
export async function renderUzCyrl(uzText: string, targetFile: string): Promise<string> {
  const json = `${JSON.stringify(generateUzCyrl(JSON.parse(uzText) as unknown), null, 2)}\n`;
  const options = (await resolveConfig(targetFile)) ?? {};
  return format(json, { ...options, filepath: targetFile });
}

async function jsonFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export interface UzCyrlProblem {
  /** The uz-Cyrl file, relative to the locales directory (e.g. uz-Cyrl/common.json). */
  file: string;
  kind: 'missing' | 'outdated' | 'orphan';
}

export function describeProblem(problem: UzCyrlProblem): string {
  switch (problem.kind) {
    case 'missing':
      return `${problem.file} is missing: its uz twin has no generated file (run npm run i18n:cyrl)`;
    case 'outdated':
      return `${problem.file} differs from what the generator makes from uz (run npm run i18n:cyrl)`;
    case 'orphan':
      return `${problem.file} has no uz source file (delete it, or add the uz file)`;
  }
}

/**
 * Compares every uz-Cyrl file with what the generator makes now. Answers the problems (empty when
 * everything is up to date): uz files without a uz-Cyrl twin, twins that differ, and uz-Cyrl
 * files whose uz source is gone.
 */
export async function checkUzCyrlUpToDate(dirs: LocaleDirs = DEFAULT_DIRS): Promise<UzCyrlProblem[]> {
  const label = (name: string): string => `${path.basename(dirs.cyrlDir)}/${name}`;
  const sources = await jsonFiles(dirs.uzDir);
  const problems: UzCyrlProblem[] = [];
  for (const name of sources) {
    const target = path.join(dirs.cyrlDir, name);
    const committed = await readIfExists(target);
    if (committed === undefined) {
      problems.push({ file: label(name), kind: 'missing' });
      continue;
    }
    const expected = await renderUzCyrl(await readFile(path.join(dirs.uzDir, name), 'utf8'), target);
    if (committed !== expected) problems.push({ file: label(name), kind: 'outdated' });
  }
  for (const name of await jsonFiles(dirs.cyrlDir)) {
    if (!sources.includes(name)) problems.push({ file: label(name), kind: 'orphan' });
  }
  return problems;
}

/** Writes every uz-Cyrl file; answers the names of the files whose content changed. */
export async function writeUzCyrl(dirs: LocaleDirs = DEFAULT_DIRS): Promise<string[]> {
  const changed: string[] = [];
  for (const name of await jsonFiles(dirs.uzDir)) {
    const target = path.join(dirs.cyrlDir, name);
    const text = await renderUzCyrl(await readFile(path.join(dirs.uzDir, name), 'utf8'), target);
    if ((await readIfExists(target)) !== text) {
      await writeFile(target, text, 'utf8');
      changed.push(name);
    }
  }
  return changed;
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--check')) {
    const problems = await checkUzCyrlUpToDate();
    for (const problem of problems) console.error(describeProblem(problem));
    if (problems.length === 0) console.log('uz-Cyrl locale files are up to date.');
    return problems.length === 0 ? 0 : 1;
  }
  const changed = await writeUzCyrl();
  console.log(
    changed.length ? `Wrote uz-Cyrl/${changed.join(', uz-Cyrl/')}` : 'uz-Cyrl locale files are up to date.',
  );
  for (const problem of await checkUzCyrlUpToDate()) {
    if (problem.kind === 'orphan') console.warn(describeProblem(problem));
  }
  return 0;
}

runIfMain(import.meta.url, main);
