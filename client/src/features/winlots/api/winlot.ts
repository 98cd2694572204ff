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

/** One of the won lot's actions; a part number only for paying a given part. */
export function winLotAction(
  action: WinLotAction,
  lotId: number,
  part?: number,
): Promise<WinLotActionAnswer> {
  return api.post(`winlot/${action}`, part === undefined ? { lot_id: lotId } : { lot_id: lotId, part });
}
