/**
 * The customer's withdrawal of a lot from trade (on the order's lots tab) and the penalty debts it
 * may leave (the banner above the orders list). The routes compose them.
 */
export { WithdrawLotAction } from './components/withdraw-lot-action';
export { DebtBanner } from './components/debt-banner';
