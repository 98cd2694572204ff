/**
 * modules/auth's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { AUTH_TOKEN_TTL_MS, type AuthTokenService, CABINET_PAGES } from './auth-token.service';
export { type AuthService, SignInFailed } from './auth.service';
