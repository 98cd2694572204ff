import { describe, expect, it } from 'vitest';
import { megabytes } from './limits';
import { orderFilesReady } from './order-files-ready';

describe('orderFilesReady', () => {
  it.each([
    [0, 0, { ok: false, code: 'ORDER_IMAGES_TOO_FEW', data: { min: 3, count: 0 } }],
    [2, 5, { ok: false, code: 'ORDER_IMAGES_TOO_FEW', data: { min: 3, count: 2 } }],
    [3, 0, { ok: true }],
    [20, 20, { ok: true }],
  ])('%i photos, %i documents', (images, documents, expected) => {
    expect(orderFilesReady({ images, documents })).toEqual(expected);
  });
});

describe('megabytes', () => {
  it.each([
    [20 * 1024 * 1024, '20'],
    [10 * 1024 * 1024 + 1, '10.0'],
    [1.5 * 1024 * 1024, '1.5'],
  ])('%i -> %s', (bytes, expected) => {
    expect(megabytes(bytes)).toBe(expected);
  });
});
