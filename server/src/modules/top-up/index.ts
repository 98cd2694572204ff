/**
 * modules/top-up's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { checkoutUrl, RETURN_PATH } from './checkout';
export type { ClickService } from './click/click.service';
export type { PaymeService } from './payme/payme.service';
export type { TestOutcome } from './provider';
export { runTestPayment } from './test-provider';
