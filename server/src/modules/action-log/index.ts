/**
 * modules/action-log's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { logAction } from './action-log.repository';
