import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkUzCyrlUpToDate,
  describeProblem,
  generateUzCyrl,
  renderUzCyrl,
  writeUzCyrl,
  type LocaleDirs,
} from './generate-uz-cyrl';

describe('the committed uz-Cyrl locale', () => {
  it('is what the generator makes from uz (run npm run i18n:cyrl)', async () => {
    const problems = await checkUzCyrlUpToDate();
    expect(problems.map(describeProblem)).toEqual([]);
  });
});

describe('generateUzCyrl', () => {
  it('transliterates string values deep and leaves keys and other values alone', () => {
    const uz = {
      title: "Ro'yxatdan o'tish",
      nested: { "o'tish": 'Yangi lot', list: ['Shahar', { deep: "G'olib" }], count: 3, on: true, none: null },
      placeholder: '{{count}} ta lot, Payme orqali',
    };
    expect(generateUzCyrl(uz)).toEqual({
      title: 'Рўйхатдан ўтиш',
      nested: { "o'tish": 'Янги лот', list: ['Шаҳар', { deep: 'Ғолиб' }], count: 3, on: true, none: null },
      placeholder: '{{count}} та лот, Payme орқали',
    });
  });

  it('does not change its input', () => {
    const uz = { a: ['Salom'] };
    generateUzCyrl(uz);
    expect(uz).toEqual({ a: ['Salom'] });
  });

  it('renders 2-space JSON with a trailing newline', async () => {
    const text = await renderUzCyrl('{"a":{"b":"Salom"}}', path.join(tmpdir(), 'x.json'));
    expect(text).toBe('{\n  "a": {\n    "b": "Салом"\n  }\n}\n');
  });
});

describe('checkUzCyrlUpToDate', () => {
  let root: string | undefined;
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
    root = undefined;
  });

  async function makeDirs(): Promise<LocaleDirs> {
    root = await mkdtemp(path.join(tmpdir(), 'uz-cyrl-'));
    const dirs = { uzDir: path.join(root, 'uz'), cyrlDir: path.join(root, 'uz-Cyrl') };
    await mkdir(dirs.uzDir);
    await mkdir(dirs.cyrlDir);
    return dirs;
  }

  it('names a uz file that has no uz-Cyrl twin, a twin that differs, and an orphan', async () => {
    const dirs = await makeDirs();
    await writeFile(path.join(dirs.uzDir, 'common.json'), '{"a":"Salom"}');
    await writeFile(path.join(dirs.uzDir, 'errors.json'), '{"b":"Xato"}');
    await writeFile(path.join(dirs.cyrlDir, 'errors.json'), '{\n  "b": "Xato"\n}\n');
    await writeFile(path.join(dirs.cyrlDir, 'old.json'), '{}\n');
    const problems = await checkUzCyrlUpToDate(dirs);
    expect(problems).toEqual([
      { file: 'uz-Cyrl/common.json', kind: 'missing' },
      { file: 'uz-Cyrl/errors.json', kind: 'outdated' },
      { file: 'uz-Cyrl/old.json', kind: 'orphan' },
    ]);
    expect(problems.map(describeProblem).join('\n')).toMatch(/uz-Cyrl\/common\.json is missing/);
  });

  it('is satisfied once the generator has run', async () => {
    const dirs = await makeDirs();
    await writeFile(path.join(dirs.uzDir, 'common.json'), '{"a":"Salom","b":["Yangi"]}');
    expect(await writeUzCyrl(dirs)).toEqual(['common.json']);
    expect(await checkUzCyrlUpToDate(dirs)).toEqual([]);
    expect(await writeUzCyrl(dirs)).toEqual([]);
  });
});
