/** modules/contact's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export type { ContactService } from './contact.service';
