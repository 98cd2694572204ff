/**
 * modules/cabinet's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export type { CabinetService } from './cabinet.service';
export type { ProfileEditService } from './profile-edit.service';
