import { describe, expect, it } from 'vitest';
import { consentStanding, type SignatureFacts } from './standing';

const cutoff = new Date('2024-07-22T19:00:00Z'); // 23 July 2024, 00:00 in Tashkent
const CURRENT = 2;
const sig = (version: number, signedAt: string, withdrawnAt: string | null = null): SignatureFacts => ({
  offer_version_id: version,
  signed_at: new Date(signedAt),
  withdrawn_at: withdrawnAt === null ? null : new Date(withdrawnAt),
});

describe('consentStanding', () => {
  it.each([
    ['no signature at all', [], { consented: false, reason: 'never_signed' }],
    [
      'the version in force, after the cut-off',
      [sig(CURRENT, '2024-08-01T10:00:00Z')],
      { consented: true, reason: null },
    ],
    [
      'the version in force, exactly at the cut-off',
      [sig(CURRENT, '2024-07-22T19:00:00Z')],
      { consented: true, reason: null },
    ],
    [
      'the version in force, a second before the cut-off',
      [sig(CURRENT, '2024-07-22T18:59:59Z')],
      { consented: false, reason: 'outdated' },
    ],
    ['an earlier version only', [sig(1, '2024-08-01T10:00:00Z')], { consented: false, reason: 'outdated' }],
    [
      'the version in force, withdrawn',
      [sig(CURRENT, '2024-08-01T10:00:00Z', '2024-09-01T10:00:00Z')],
      { consented: false, reason: 'withdrawn' },
    ],
    [
      'withdrawn, then signed again',
      [sig(CURRENT, '2024-08-01T10:00:00Z', '2024-09-01T10:00:00Z'), sig(CURRENT, '2024-09-02T10:00:00Z')],
      { consented: true, reason: null },
    ],
    [
      'an earlier version standing, the one in force withdrawn',
      [sig(1, '2024-08-01T10:00:00Z'), sig(CURRENT, '2024-08-05T10:00:00Z', '2024-08-06T10:00:00Z')],
      { consented: false, reason: 'withdrawn' },
    ],
  ] as const)('%s', (_name, signatures, expected) => {
    expect(consentStanding(signatures, CURRENT, cutoff)).toEqual(expected);
  });

  it('nobody has consented while no version is published', () => {
    expect(consentStanding([sig(CURRENT, '2024-08-01T10:00:00Z')], null, cutoff)).toEqual({
      consented: false,
      reason: 'outdated',
    });
  });
});
