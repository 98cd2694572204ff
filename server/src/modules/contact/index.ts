/**
 * modules/contact's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export type { ContactService } from './contact.service';
