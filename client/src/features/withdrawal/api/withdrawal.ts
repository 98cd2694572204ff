import type { CustomerDebts, PayDebtAnswer, WithdrawLotAnswer, WithdrawTerms } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** GET order-action/withdraw-terms: may the lot be withdrawn now, and what it would cost. */
export function getWithdrawTerms(lotId: number, signal?: AbortSignal): Promise<WithdrawTerms> {
  return api.get('order-action/withdraw-terms', {
    query: { lot_id: lotId },
    signal,
  });
}

/** POST order-action/withdraw-lot: the lot withdrawn, its penalty charged or owed. */
export function withdrawLot(lotId: number): Promise<WithdrawLotAnswer> {
  return api.post('order-action/withdraw-lot', { lot_id: lotId });
}

/** GET order-action/debts: the caller's penalty debts, open ones first. */
export function getDebts(signal?: AbortSignal): Promise<CustomerDebts> {
  return api.get('order-action/debts', { signal });
}

/** POST order-action/pay-debt: one debt paid from the available balance. */
export function payDebt(debtId: string): Promise<PayDebtAnswer> {
  return api.post('order-action/pay-debt', { debt_id: debtId });
}
