/**
 * modules/blacklist's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { type BarredUsers, createBarredUsers } from './barred-users';
export { tellLiftedBars } from './bar-lifted';
export { insertBlacklistEntry } from './blacklist.repository';
export {
  assertNotBarred,
  type BlacklistService,
  createBlacklistService,
  standingBarOf,
} from './blacklist.service';
