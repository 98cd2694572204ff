/**
 * Whether a user has consented to the public offer and service contract (docs/decisions.md "The
 * public-offer consent"): they signed the version in force, at or after the cut-off, and have not
 * withdrawn that signature. Everything else says why not, so the user is told what to do.
 */

export const CONSENT_REASONS = ['never_signed', 'withdrawn', 'outdated'] as const;
/**
 * never_signed: no signature at all; withdrawn: the signature of the version in force was taken
 * back (consent/buyer/disagree); outdated: only an earlier version, or a signature made before
 * the cut-off.
 */
export type ConsentReason = (typeof CONSENT_REASONS)[number];

/** One stored signature, as far as the rule needs it. */
export interface SignatureFacts {
  offer_version_id: number;
  signed_at: Date;
  withdrawn_at: Date | null;
}

export type ConsentStanding = { consented: true; reason: null } | { consented: false; reason: ConsentReason };

/**
 * @param currentVersionId the version in force (null: none published yet, so nobody can consent)
 * @param cutoff signatures before it do not count (CONSENT_CUTOFF)
 */
export function consentStanding(
  signatures: readonly SignatureFacts[],
  currentVersionId: number | null,
  cutoff: Date,
): ConsentStanding {
  if (signatures.length === 0) return { consented: false, reason: 'never_signed' };
  const counting = signatures.filter(
    (s) => s.offer_version_id === currentVersionId && s.signed_at.getTime() >= cutoff.getTime(),
  );
  if (counting.some((s) => s.withdrawn_at === null)) return { consented: true, reason: null };
  if (counting.length > 0) return { consented: false, reason: 'withdrawn' };
  return { consented: false, reason: 'outdated' };
}
