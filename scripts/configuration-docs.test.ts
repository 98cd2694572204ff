/**
 * Every setting is written down where an operator looks: the table of docs/configuration.md and
 * `.env.example` name exactly the variables server/src/config.ts reads (both ways), each with the
 * default the code applies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../server/src/config';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/**
 * Read outside the platform's schema: before any configuration is loaded (by start.ts and the
 * tests' setup), or only by the tests and benchmarks (their Chromium).
 */
const OUTSIDE_THE_SCHEMA = ['KIMOSHDI_SKIP_LOCAL_SERVICES', 'CHROMIUM_PATH'];

const SCHEMA_VARIABLES = Object.keys(envSchema.shape);

/** The default the code applies to an unset variable, as written in the docs (undefined: none). */
function defaultOf(name: string): string | undefined {
  const parsed = envSchema.shape[name as keyof typeof envSchema.shape].safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return undefined;
  return String(parsed.data);
}

/** Defaults that depend on where the checkout or the temporary directory is: the docs describe them. */
const isMachinePath = (value: string) => path.isAbsolute(value);

/** docs/configuration.md's one table: each row's variable names and its default cell. */
function documentedRows(): { names: string[]; defaultCell: string }[] {
  const rows = read('docs/configuration.md')
    .split('\n')
    .filter((line) => line.startsWith('| `'));
  return rows.map((row) => {
    const [names = '', defaultCell = ''] = row.split('|').slice(1, 3);
    return { names: [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? ''), defaultCell };
  });
}

/** `.env.example`'s settings: `NAME=value`, or `# NAME=value` for one left at its default. */
function envExampleSettings(): { name: string; value: string; commented: boolean }[] {
  return read('.env.example')
    .split('\n')
    .map((line) => /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, comment, name = '', value = '']) => ({ name, value, commented: comment !== undefined }));
}

/** Variables docker-compose.yml interpolates (`${NAME:-default}`), with their defaults. */
function composeVariables(): Map<string, string> {
  const compose = read('docker-compose.yml');
  return new Map(
    [...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*):-([^}]*)\}/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

describe("docs/configuration.md's table", () => {
  const rows = documentedRows();
  const documented = rows.flatMap((row) => row.names);

  it('names every variable the code reads, once', () => {
    expect([...documented].sort()).toEqual([...SCHEMA_VARIABLES, ...OUTSIDE_THE_SCHEMA].sort());
  });

  it.each(SCHEMA_VARIABLES.filter((name) => defaultOf(name) !== undefined))("gives %s's default", (name) => {
    const value = defaultOf(name) ?? '';
    const row = rows.find((candidate) => candidate.names.includes(name));
    if (isMachinePath(value)) {
      expect(row?.defaultCell.trim()).not.toBe('');
    } else {
      expect(row?.defaultCell).toContain(value === '' ? 'empty' : `\`${value}\``);
    }
  });
});

describe('.env.example', () => {
  const settings = envExampleSettings();
  const compose = composeVariables();

  it('lists every variable the code reads, once', () => {
    const listed = settings
      .map((setting) => setting.name)
      .filter((name) => !compose.has(name) || SCHEMA_VARIABLES.includes(name));
    expect([...listed].sort()).toEqual([...SCHEMA_VARIABLES].sort());
  });

  it('lists nothing that neither the code nor docker-compose.yml reads', () => {
    const unknown = settings.filter(({ name }) => !SCHEMA_VARIABLES.includes(name) && !compose.has(name));
    expect(unknown).toEqual([]);
  });

  it("shows each commented setting at its default (the code's, or the compose file's)", () => {
    for (const { name, value } of settings.filter((setting) => setting.commented)) {
      const expected = SCHEMA_VARIABLES.includes(name) ? defaultOf(name) : compose.get(name);
      if (value === '') {
        // "NAME=" with nothing: unset, or a default that depends on the machine (described above it).
        expect(expected === undefined || expected === '' || isMachinePath(expected), name).toBe(true);
      } else {
        expect(value, name).toBe(expected);
      }
    }
  });

  it('sets only what main.ts and worker.ts cannot start without', () => {
    const required = SCHEMA_VARIABLES.filter(
      (name) => !envSchema.shape[name as keyof typeof envSchema.shape].safeParse(undefined).success,
    );
    const set = settings.filter((setting) => !setting.commented).map((setting) => setting.name);
    expect(set.sort()).toEqual(required.sort());
  });
});
