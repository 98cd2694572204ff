import { lazyModule } from '../../lib/lazy-module';
import type * as Checks from './order-checks';

/** The order form's checks (order-checks.ts), fetched once the page is idle or the form touched. */
export const orderChecks = lazyModule(() => import('./order-checks'));

export type OrderChecks = typeof Checks;
