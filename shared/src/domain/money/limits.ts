/**
 * Bounds of the money people move themselves, in tiyin. DECISION (the spec names none): a top-up
 * or a refund application is at least 1 000 so'm (smaller ones cost more to process than they are
 * worth) and a top-up at most 1 000 000 000 so'm in one payment (a large state property's deposit
 * fits; providers cap single payments lower still). Kept here so the client's form, the API and
 * the provider callbacks apply the same numbers.
 */
export const TOP_UP_MIN_TIYIN = 100_000n;
export const TOP_UP_MAX_TIYIN = 100_000_000_000n;
export const REFUND_MIN_TIYIN = 100_000n;
