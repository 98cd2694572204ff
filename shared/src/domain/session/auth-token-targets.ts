/**
 * The cabinet pages a single sign-on hand-over opens (`auth/auth-token?target=`). Zod-free, so the
 * hand-over's page (client `routes/redirecting.tsx`) checks its address without loading zod; the
 * contract (api/shop/auth.ts) re-exports these.
 */
export const AUTH_TOKEN_TARGETS = ['refund-application', 'refill-balance', 'profile'] as const;
export type AuthTokenTarget = (typeof AUTH_TOKEN_TARGETS)[number];

export function isAuthTokenTarget(value: string | null): value is AuthTokenTarget {
  return value !== null && (AUTH_TOKEN_TARGETS as readonly string[]).includes(value);
}
