/**
 * modules/identity's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { findAccountClaims } from './account-claims';
export { type IdAccount, insertAccount } from './accounts.repository';
export { IDENTITY_LIMITS, type IdentityLimits } from './identity.limits';
export type { FlowContext, IdentityService, PendingCode, RegistrationInput } from './identity.service';
export { createOidcAdapterFactory, purgeExpiredIdentityRows } from './oidc-adapter.repository';
export { loadSigningKeys } from './oidc-keys';
export { changePassword, hashPassword } from './passwords';
export { endProviderSession } from './provider-sessions.repository';
