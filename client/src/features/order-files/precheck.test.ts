import { MB } from '@kimoshdi/shared';
import { describe, expect, it } from 'vitest';
import { precheck, usage } from './precheck';

describe('precheck', () => {
  it('lets files that fit through', () => {
    expect(precheck('image', [{ size: MB }], [{ name: 'a.jpg', size: MB }])).toBeNull();
  });

  it.each([
    ['image', 20, 1, 'errors:TOO_MANY_FILES', { limit: 20, name: '' }],
    ['document', 0, 10 * MB + 1, 'errors:FILE_TOO_LARGE', { limit: '10', name: 'x' }],
    ['image', 1, 20 * MB, 'errors:FILES_TOTAL_TOO_LARGE', { limit: '20', name: 'x' }],
  ] as const)('%s: %i listed, a file of %i bytes -> %s', (kind, listed, size, key, params) => {
    const items = Array.from({ length: listed }, () => ({ size: 1 }));
    expect(precheck(kind, items, [{ name: 'x', size }])).toEqual({ key, params });
  });

  it('sums a list', () => {
    expect(usage([{ size: 3 }, { size: 4 }])).toEqual({ count: 2, bytes: 7 });
  });
});
