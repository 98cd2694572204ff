/**
 * The winner's payment deadline passing. For now it only records that it passed (a log line and a
 * notification to the winner) while the lot still awaits payment: the pay and refuse flows, and
 * the forfeit of an unpaid deposit with "price not confirmed", come in a later issue.
 */
import { LOT_STATUS } from '@kimoshdi/shared';
import type { LifecycleContext } from '../auction/lifecycle/context';
import { notifyMany } from '../auction/lifecycle/lifecycle.repository';
import { lifecycleNotification } from '../auction/lifecycle/messages';
import { findWonLot } from './winlot.repository';

export async function paymentDeadlinePassed(
  ctx: LifecycleContext,
  lotId: number,
): Promise<'recorded' | 'not-awaiting-payment'> {
  const row = await findWonLot(ctx.db, lotId);
  if (!row || row.lot_status !== LOT_STATUS.AWAITING_PAYMENT || !row.winner_user_id)
    return 'not-awaiting-payment';
  ctx.logger.warn({ lot_id: lotId, winner: row.winner_user_id }, 'winner payment deadline passed');
  await notifyMany(ctx.db, [
    lifecycleNotification(row.winner_user_id, row.lang, {
      kind: 'payment-deadline-passed',
      lot: row.lot_number,
    }),
  ]);
  return 'recorded';
}
