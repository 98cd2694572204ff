import { describe, expect, it } from 'vitest';
import { CODE_PATTERN, createCodeHasher, generateCode } from './codes';

describe('generateCode', () => {
  it('gives six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((code) => CODE_PATTERN.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });
});

describe('createCodeHasher', () => {
  const hasher = createCodeHasher('a server secret');

  it('matches the code sent to the destination, and nothing else', () => {
    const hash = hasher.hashCode('+998901234567', '012345');
    expect(hash).not.toContain('012345');
    expect(hasher.matches(hash, '+998901234567', '012345')).toBe(true);
    expect(hasher.matches(hash, '+998901234567', '012346')).toBe(false);
    expect(hasher.matches(hash, '+998901234568', '012345')).toBe(false);
    expect(hasher.matches('short', '+998901234567', '012345')).toBe(false);
  });

  it('depends on the secret, so a leaked table cannot be brute-forced offline', () => {
    const other = createCodeHasher('another secret');
    expect(other.hashCode('+998901234567', '012345')).not.toBe(hasher.hashCode('+998901234567', '012345'));
  });
});
