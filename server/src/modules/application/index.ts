/**
 * modules/application's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export {
  countAndReleaseDeposits,
  findActiveApplication,
  findApplication,
  lockLot,
  markDepositReleased,
  setDepositState,
} from './application.repository';
export {
  type ActiveApplication,
  activeApplications,
  type ApplicationService,
  countApplicants,
  countApplicantsOf,
  createApplicationService,
  keepDeposits,
  releaseApplicationDeposit,
  seatApplicant,
} from './application.service';
export { createCurrentAuctions, type CurrentAuctionsQueries } from './current-auctions.queries';
