/** modules/session's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export { sessionIdOf, type SessionService } from './session.service';
