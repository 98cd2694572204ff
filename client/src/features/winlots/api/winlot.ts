import type { WinLotActionAnswer, WinLotPage, WinnerPaymentPage } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** GET winlot/list: the caller's won lots and reserve offers, newest first. */
export function getWinLots(page: number, size: number): Promise<WinLotPage> {
  return api.get('winlot/list', { query: { page, size } });
}

/** GET winner-payments: what was paid for won lots, and each schedule. */
export function getWinnerPayments(page: number, size: number): Promise<WinnerPaymentPage> {
  return api.get('winner-payments', { query: { page, size } });
}

export type WinLotAction = 'pay-win-lot' | 'refuse-win-lot' | 'accept-offer' | 'decline-offer';

/**
 * POST winlot/pay-win-lot: always with the part the page shows, so a retry of a payment whose
 * answer was lost answers that payment (`repeated`) and never pays the part after it.
 */
export function payWinLotPart(lotId: number, part: number): Promise<WinLotActionAnswer> {
  return api.post('winlot/pay-win-lot', { lot_id: lotId, part });
}

/** One of the won lot's other actions. */
export function winLotAction(
  action: Exclude<WinLotAction, 'pay-win-lot'>,
  lotId: number,
): Promise<WinLotActionAnswer> {
  return api.post(`winlot/${action}`, { lot_id: lotId });
}
