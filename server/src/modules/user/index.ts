/**
 * modules/user's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export type { IdentityClaims } from './identity-claims';
export { createPasswordService, type PasswordService } from './password.service';
export { findShopUser, type ShopUser, upsertUserFromIdentity } from './user.repository';
