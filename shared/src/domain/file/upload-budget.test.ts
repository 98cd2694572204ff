import { describe, expect, it } from 'vitest';
import { MB } from './limits';
import { checkAddition } from './upload-budget';

const none = { count: 0, bytes: 0 };
const files = (n: number, bytes = 1) => Array.from({ length: n }, (_, i) => ({ name: `f${i}`, bytes }));

describe('checkAddition', () => {
  it.each([
    ['one photo to an empty order', 'image', none, files(1), { ok: true }],
    ['20 photos at once', 'image', none, files(20), { ok: true }],
    [
      'a 21st photo',
      'image',
      { count: 20, bytes: 20 },
      files(1),
      { ok: false, code: 'TOO_MANY_FILES', data: { limit: 20 } },
    ],
    [
      '21 photos at once',
      'image',
      none,
      files(21),
      { ok: false, code: 'TOO_MANY_FILES', data: { limit: 20 } },
    ],
    [
      'photos of exactly 20 MB together',
      'image',
      { count: 1, bytes: 15 * MB },
      files(1, 5 * MB),
      { ok: true },
    ],
    [
      'one byte past 20 MB of photos',
      'image',
      { count: 1, bytes: 15 * MB },
      files(1, 5 * MB + 1),
      { ok: false, code: 'FILES_TOTAL_TOO_LARGE', data: { limit: 20 * MB, name: 'f0' } },
    ],
    ['one photo of 20 MB', 'image', none, files(1, 20 * MB), { ok: true }],
    ['a document of 10 MB', 'document', none, files(1, 10 * MB), { ok: true }],
    [
      'a document of 10 MB and a byte',
      'document',
      none,
      files(1, 10 * MB + 1),
      { ok: false, code: 'FILE_TOO_LARGE', data: { limit: 10 * MB, name: 'f0' } },
    ],
    [
      'documents past 20 MB together',
      'document',
      { count: 2, bytes: 15 * MB },
      files(1, 6 * MB),
      { ok: false, code: 'FILES_TOTAL_TOO_LARGE', data: { limit: 20 * MB, name: 'f0' } },
    ],
    ['a 20th document', 'document', { count: 19, bytes: 0 }, files(1), { ok: true }],
    [
      'a 21st document',
      'document',
      { count: 20, bytes: 0 },
      files(1),
      { ok: false, code: 'TOO_MANY_FILES', data: { limit: 20 } },
    ],
    ['nothing added', 'document', { count: 20, bytes: 20 * MB }, [], { ok: true }],
  ] as const)('%s', (_case, kind, existing, incoming, expected) => {
    expect(checkAddition(kind, existing, incoming)).toEqual(expected);
  });

  it('names the file that broke a limit, not the first one', () => {
    const result = checkAddition('document', none, [
      { name: 'small.pdf', bytes: MB },
      { name: 'big.pdf', bytes: 11 * MB },
    ]);
    expect(result).toEqual({ ok: false, code: 'FILE_TOO_LARGE', data: { limit: 10 * MB, name: 'big.pdf' } });
  });
});
