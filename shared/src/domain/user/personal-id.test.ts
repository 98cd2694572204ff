import { describe, expect, it } from 'vitest';
import { maskPinfl } from './personal-id';

describe('maskPinfl', () => {
  it.each([
    ['12345678901234', '**********1234'],
    ['1234', '1234'],
    ['12', '12'],
    ['', ''],
  ])('%s -> %s', (pinfl, masked) => {
    expect(maskPinfl(pinfl)).toBe(masked);
  });
});
