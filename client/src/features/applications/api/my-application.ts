import type { MyApplication, MyApplicationPage } from '@kimoshdi/shared/api/shop/cabinet';
import { api } from '../../../lib/api-client';

/** The caller's applications, newest first; with `lotId`, only those to that lot. */
export function getMyApplications(page: number, size: number, lotId?: number): Promise<MyApplicationPage> {
  return api.get('cabinet/my-application', {
    query: { page, size, lot_id: lotId },
  });
}

/** Applies to the lot: the server blocks the deposit and gives a buyer number. */
export function applyToLot(lotId: number): Promise<MyApplication> {
  return api.post('cabinet/my-application', { lot_id: lotId });
}

/** Cancels the application before the start: the deposit returns to the available balance. */
export function cancelApplication(lotId: number): Promise<MyApplication> {
  return api.post('cabinet/my-application/cancel', { lot_id: lotId });
}
