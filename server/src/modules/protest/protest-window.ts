/**
 * Whether a caller may protest a lot now, and until when: the shared rule (checkProtest, with the
 * national calendar's holidays around the trade's end) fed from the lot's record. Asked by the
 * terms read and again, under the transaction, by the filing itself.
 */
import { checkProtest, tradeStatus } from '@kimoshdi/shared';
import { holidaysAround } from '../../lib/uzbek-holidays';
import type { LotForProtest } from './protest.repository';

export function decide(lot: LotForProtest, userId: string, now: Date) {
  return checkProtest(
    {
      // An archived lot's trade ended long ago: its window is closed, not "not ended".
      lotStatus: tradeStatus(lot.lot_status, lot.archived_from),
      endedAt: lot.ended_at,
      customer: lot.customer_user_id === userId,
      participant: lot.buyer_number !== null,
      openProtest: lot.open_protest,
    },
    now,
    holidaysAround(lot.ended_at),
  );
}
