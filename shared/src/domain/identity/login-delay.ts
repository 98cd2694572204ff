/**
 * Growing delays instead of a lockout (issue 24): five wrong passwords used to lock an account for
 * 15 minutes for everyone, so a rival could keep a bidder out until the lot closed. Now failures
 * are counted per (login, address): the first few are free (people mistype), then each failure
 * makes that address wait before its next try, twice as long each time, up to 5 minutes. Other
 * addresses, and the owner's own, are not slowed by it.
 */
export const LOGIN_DELAY_RULES = {
  /** Failures of one login from one address before the first wait. */
  freeFailures: 4,
  /** The first wait, in seconds; it doubles with every further failure. */
  firstDelaySeconds: 1,
  maxDelaySeconds: 300,
} as const;

/** Seconds the address must wait after its `failures`-th failure on a login (0: none). */
export function loginDelaySeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = LOGIN_DELAY_RULES;
  if (!Number.isFinite(failures) || failures <= freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures - 1, 30);
  return Math.min(firstDelaySeconds * 2 ** doublings, maxDelaySeconds);
}
