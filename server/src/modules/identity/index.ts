/** modules/identity's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export { findAccountClaims } from './account-claims';
export type { IdAccount } from './accounts.repository';
export { IDENTITY_LIMITS, type IdentityLimits } from './identity.limits';
export type { FlowContext, IdentityService, PendingCode, RegistrationInput } from './identity.service';
export { createOidcAdapterFactory } from './oidc-adapter';
export { loadSigningKeys } from './oidc-keys';
export { changePassword } from './passwords';
export { endProviderSession } from './provider-sessions';
export { purgeExpiredIdentityRows } from './oidc-adapter';
