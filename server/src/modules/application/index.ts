/** modules/application's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export { findActiveApplication, findApplication, setDepositState } from './application.repository';
export {
  type ActiveApplication,
  activeApplications,
  type ApplicationService,
  countApplicants,
  keepWinnerDeposit,
  releaseApplicationDeposit,
} from './application.service';
