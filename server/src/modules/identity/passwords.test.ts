import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches } from './passwords';

describe('password hashing', () => {
  it('uses argon2id with a salt of its own per hash', async () => {
    const first = await hashPassword('parol1234');
    const second = await hashPassword('parol1234');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(parseOptions(first).saltLen).toBeGreaterThanOrEqual(16);
  });

  it('verifies the password and nothing else; a broken hash is a failed check', async () => {
    const hash = await hashPassword('parol1234');
    expect(await passwordMatches(hash, 'parol1234')).toBe(true);
    expect(await passwordMatches(hash, 'parol1235')).toBe(false);
    expect(await passwordMatches('not a hash', 'parol1234')).toBe(false);
  });
});
