/**
 * modules/top-up's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { checkoutUrl, RETURN_PATH } from './checkout';
export type { ClickService } from './click/click.service';
export type { PaymeService } from './payme/payme.service';
export type { TestOutcome } from './provider';
export { runTestPayment } from './test-provider';
export { bankTransferAccount } from './bank-transfer';
export { subscribeClientFromConfig } from './payme-subscribe/subscribe-from-config';
export { standInPhone } from './payme-subscribe/stand-in';
export { createSavedCardService, type SavedCardService } from './saved-cards/saved-cards.service';
