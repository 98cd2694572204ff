/**
 * modules/ledger's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { assertNoOpenDebt, createDebtService, type DebtService, penaltyKey, toDebt } from './customer-debts';
export { findDebtOfLot, insertDebt, openDebtTotal } from './debts.repository';
export { inTransaction, userBalances, userLanguage } from './ledger.repository';
export {
  approveRefund,
  blockDeposit,
  buyFixedPrice,
  chargePenalty,
  forfeitDepositToSeller,
  type LedgerService,
  lockAccountsOf,
  payWonLot,
  rejectRefund,
  releaseDeposit,
  requestRefund,
  returnFixedPrice,
  reverseTopUp,
  topUp,
} from './ledger.service';
export { byUserId } from './lock-order';
