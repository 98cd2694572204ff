import type { Limit } from '../../lib/limiter';

/**
 * Abuse limits of Kimoshdi ID. Per login and address: growing delays after 4 failures; per login:
 * the challenge for strangers after 5. Per address: generous, because mobile carriers put many
 * people behind one address.
 */
export const IDENTITY_LIMITS = {
  /**
   * Failures of a login from anywhere before a stranger (not the owner's device or address) must
   * solve the challenge to try it: no hard lock, which let a rival keep a bidder out (issue 24).
   */
  loginFailuresPerLogin: { points: 5, duration: 15 * 60 },
  /** Failures of a login from one address, for its growing delays (shared/domain/identity/login-delay). */
  loginFailuresPerLoginIp: { points: 10_000, duration: 15 * 60 },
  loginFailuresPerIp: { points: 100, duration: 60 * 60 },
  codesPerDestination: { points: 5, duration: 60 * 60 },
  codesPerIp: { points: 60, duration: 60 * 60 },
  /** One address sent 60 codes in a second (issue 24): a person needs one, two after a typo. */
  codesPerIpPerMinute: { points: 3, duration: 60 },
  /**
   * SMS pumping walks a range of numbers (premium or a partner's): per range, the number without
   * its last 4 digits. Refusals page the operator.
   */
  codesPerPrefix: { points: 30, duration: 60 * 60 },
  /** The platform's whole hourly budget of codes: a bill's ceiling. Refusals page the operator. */
  codesPerHour: { points: 2000, duration: 60 * 60 },
  codeChecksPerIp: { points: 60, duration: 10 * 60 },
  /**
   * A signed-in user confirming a new phone or e-mail: codes to any number of contacts, so the
   * per-destination limit alone let one user mail 8 addresses in 2 s (issue 24). 5 an hour, like
   * the purchase codes.
   */
  contactCodesPerUser: { points: 5, duration: 60 * 60 },
} satisfies Record<string, Limit>;

export type IdentityLimits = Record<keyof typeof IDENTITY_LIMITS, Limit>;
