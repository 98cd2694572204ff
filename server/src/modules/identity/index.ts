/**
 * modules/identity's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { type IdAccount, insertAccount, updateAccountIdentity } from './accounts.repository';
export { IDENTITY_LIMITS, type IdentityLimits } from './identity.limits';
export type { FlowContext, IdentityService, PendingCode, RegistrationInput } from './identity.service';
export { purgeExpiredIdentityRows } from './oidc-adapter.repository';
export { changePassword, hashPassword } from './passwords';
export { endProviderSession } from './provider-sessions.repository';
export { createProviderStore, type ProviderStore } from './provider-store';
