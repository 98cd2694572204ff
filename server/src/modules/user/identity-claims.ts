import type { Role } from '@kimoshdi/shared/domain/user/roles';

/** Who signed in, as the identity provider vouches for it. */
export interface IdentityClaims {
  subject: string;
  fullName: string;
  phone?: string;
  email?: string;
  pinfl?: string;
  stir?: string;
  role?: Role;
  /** Kept to end the provider's session on sign-out (OpenID Connect). */
  idToken?: string;
}
