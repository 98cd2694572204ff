import { describe, expect, it } from 'vitest';
import { certificateNamesUser } from './certificate-owner';

const P1 = '12345678901234';
const P2 = '43210987654321';
const S1 = '123456789';
const S2 = '987654321';

describe('certificateNamesUser', () => {
  it.each([
    ['same PINFL', { pinfl: P1, stir: null }, { pinfl: P1, stir: null }, true],
    ['other PINFL', { pinfl: P2, stir: null }, { pinfl: P1, stir: null }, false],
    ['same STIR', { pinfl: null, stir: S1 }, { pinfl: null, stir: S1 }, true],
    ['other STIR', { pinfl: null, stir: S2 }, { pinfl: null, stir: S1 }, false],
    [
      "a director's key, the profile names the company",
      { pinfl: P1, stir: S1 },
      { pinfl: null, stir: S1 },
      true,
    ],
    [
      "a director's key, the profile names the person",
      { pinfl: P1, stir: S1 },
      { pinfl: P1, stir: null },
      true,
    ],
    ['the same person for another company', { pinfl: P1, stir: S2 }, { pinfl: P1, stir: S1 }, false],
    [
      "a person's key, the profile names only a company",
      { pinfl: P1, stir: null },
      { pinfl: null, stir: S1 },
      false,
    ],
    ['a profile without ids', { pinfl: P1, stir: S1 }, { pinfl: null, stir: null }, false],
    ['a certificate without ids', { pinfl: null, stir: null }, { pinfl: P1, stir: S1 }, false],
  ] as const)('%s', (_name, certificate, user, expected) => {
    expect(certificateNamesUser(certificate, user)).toBe(expected);
  });
});
