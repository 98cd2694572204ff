/**
 * modules/session's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { sessionIdOf, type SessionService } from './session.service';
