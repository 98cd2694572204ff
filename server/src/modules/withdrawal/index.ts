/**
 * modules/withdrawal's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { countWithdrawals } from './withdrawal.repository';
export { createWithdrawalService, type WithdrawalService, withdrawLot } from './withdrawal.service';
