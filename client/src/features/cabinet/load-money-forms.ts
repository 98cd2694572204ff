import { lazyModule } from '../../lib/lazy-module';
import type * as Forms from './money-forms';

/** The refund and top-up forms' checks (money-forms.ts), fetched once the page is idle or a form touched. */
export const moneyForms = lazyModule(() => import('./money-forms'));

export type MoneyForms = typeof Forms;
