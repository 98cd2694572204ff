import { describe, expect, it } from 'vitest';
import { parseTaxId } from './tax-id';

describe('parseTaxId', () => {
  it.each([
    ['31234567890123', { kind: 'pinfl', pinfl: '31234567890123' }],
    [' 3123 4567 8901 23 ', { kind: 'pinfl', pinfl: '31234567890123' }],
    ['123456789', { kind: 'stir', stir: '123456789' }],
    ['123-456-789', { kind: 'stir', stir: '123456789' }],
  ])('%j -> %j', (input, expected) => {
    expect(parseTaxId(input)).toEqual(expected);
  });

  it.each(['', '12345678', '1234567890', '1234567890123', '312345678901234', '12345678a', '١٢٣٤٥٦٧٨٩'])(
    '%j is neither a PINFL nor a STIR',
    (input) => {
      expect(parseTaxId(input)).toBeUndefined();
    },
  );
});
