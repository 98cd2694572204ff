/**
 * modules/loadtest's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4). The load-test API (http/loadtest) exists only when LOADTEST_TOKEN is set.
 */
export type { LoadtestContext } from './loadtest.context';
export {
  finishedLotsQuerySchema,
  type LoadtestAccount,
  loadtestAccountsInputSchema,
  loadtestLotInputSchema,
} from './loadtest.schemas';
export { createLoadtestService, type LoadtestService } from './loadtest.service';
