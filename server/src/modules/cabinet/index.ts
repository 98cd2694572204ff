/** modules/cabinet's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export type { CabinetService } from './cabinet.service';
export type { ProfileEditService } from './profile-edit.service';
