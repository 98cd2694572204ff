import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 kB'],
    [1535, '1 kB'],
    [1536, '2 kB'],
    [34_567, '34 kB'],
    [1_048_063, '1023 kB'],
    [1_048_064, '1 MB'],
    [1_048_576, '1 MB'],
    [1_572_864, '1.5 MB'],
    [10_485_760, '10 MB'],
    [10_485_761, '10 MB'],
    [20_971_520, '20 MB'],
    [-1, '—'],
    [Number.NaN, '—'],
  ])('%d bytes: %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe('formatFileSize in the units of a language', () => {
  const russian = { B: 'Б', kB: 'КБ', MB: 'МБ' };
  const uzbek = { B: 'B', kB: 'KB', MB: 'MB' };
  it.each([
    [russian, 512, '512 Б'],
    [russian, 34_567, '34 КБ'],
    [russian, 1_572_864, '1.5 МБ'],
    [russian, 2_516_582, '2.4 МБ'],
    [russian, 10_485_760, '10 МБ'],
    [uzbek, 300, '300 B'],
    [uzbek, 2_516_582, '2.4 MB'],
    [uzbek, 1_048_576, '1 MB'],
  ])('%j, %d bytes: %s', (units, bytes, shown) => {
    expect(formatFileSize(bytes, units)).toBe(shown);
  });
});
