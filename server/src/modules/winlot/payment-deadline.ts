/**
 * The winner's payment deadline passing. For now it only records that it passed (a log line and a
 * notification to the winner) while the lot still awaits payment: the pay and refuse flows, and
 * the forfeit of an unpaid deposit with "price not confirmed", come in a later issue.
 */
import { LOT_STATUS } from '@kimoshdi/shared';
import type { LifecycleContext } from '../auction/lifecycle/context';
import { notifyMany } from '../auction/lifecycle/lifecycle.repository';
import { lifecycleNotification } from '../auction/lifecycle/messages';

export async function paymentDeadlinePassed(
  ctx: LifecycleContext,
  lotId: number,
): Promise<'recorded' | 'not-awaiting-payment'> {
  const row = await ctx.db
    .selectFrom('lots')
    .innerJoin('auctions', 'auctions.lot_id', 'lots.id')
    .leftJoin('users', 'users.id', 'auctions.winner_user_id')
    .select(['lots.lot_number', 'lots.lot_status', 'auctions.winner_user_id', 'users.lang'])
    .where('lots.id', '=', lotId)
    .executeTakeFirst();
  if (!row || row.lot_status !== LOT_STATUS.AWAITING_PAYMENT || !row.winner_user_id)
    return 'not-awaiting-payment';
  ctx.logger.warn({ lot_id: lotId, winner: String(row.winner_user_id) }, 'winner payment deadline passed');
  await notifyMany(ctx.db, [
    lifecycleNotification(String(row.winner_user_id), row.lang, {
      kind: 'payment-deadline-passed',
      lot: row.lot_number,
    }),
  ]);
  return 'recorded';
}
