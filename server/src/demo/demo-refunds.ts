/**
 * Refund applications waiting on the operator's refund desk, for `npm start` only (start.ts, after
 * the demo buyer's saved card): three small ones of the demo buyer, made through the refund module's
 * own command (the amounts leave the buyer's available balance as any application's do), so the
 * demo operator can approve or reject one, or choose several and approve them together. Idempotent:
 * nothing is made while one of the buyer's applications is still pending.
 */
import { refundApplicationSchema } from '@kimoshdi/shared';
import type { Deps } from '../deps';
import { DEMO_CARD } from './demo-saved-card';
import { DEMO_BUYER } from './demo-auction';
import { userIdByPhone } from './demo-withdrawal';

/** Sums in so'm, as the refund form takes them. */
const AMOUNTS = ['50 000', '120 000', '75 000'] as const;

export async function seedDemoRefunds(
  deps: Deps,
): Promise<{ outcome: 'no-buyer' | 'kept' | 'made'; made?: number }> {
  const buyerId = await userIdByPhone(deps.db, DEMO_BUYER.phone, 'buyer');
  if (!buyerId) return { outcome: 'no-buyer' };
  const refunds = deps.services.refunds;
  const own = await refunds.listOwn(buyerId, { page: 1, size: 50 });
  if (own.items.some((refund) => refund.status === 'pending')) return { outcome: 'kept' };
  for (const amount of AMOUNTS) {
    await refunds.apply(
      buyerId,
      refundApplicationSchema.parse({
        bank_name: 'Xalq banki',
        card_type: 'uzcard',
        card_number: DEMO_CARD.number,
        amount,
      }),
    );
  }
  return { outcome: 'made', made: AMOUNTS.length };
}
