/**
 * modules/protest's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { fileProtest } from './protest.commands';
export { protestTerms } from './protest.queries';
export { createProtestService, type ProtestService } from './protest.service';
