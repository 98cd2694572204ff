/**
 * A lot under an operator's review, for `npm start` only (start.ts, after the demo withdrawals): an
 * auction of the demo customer's, taking applications, the demo buyer applied to it, suspended by
 * the demo operator before its start because of a complaint. The operator's desk "Lot reviews"
 * shows it, with Resume and Cancel trade; its lot page shows it under review.
 *
 * The order is made through the order module's own calls and approved through the moderation
 * desk's (demo-withdrawal.ts), the suspension through the lot review module's. Idempotent: a new
 * lot is made only when no review is open (the operator decided the last one).
 */
import { LOT_STATUS } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Deps } from '../deps';
import { suspendLot } from '../modules/lot-review';
import { DEMO_CUSTOMER } from './demo-customer';
import { DEMO_OPERATOR } from './demo-operator';
import { demoBuyerApplies, orderOnTrade, userIdByPhone, type DemoOrder } from './demo-withdrawal';

const UNDER_REVIEW: DemoOrder = {
  property: {
    property_name: 'Nexia 3, 2020, kumush rang',
    category_id: 7,
    quantity: 1,
    description: "Probeg 52 000 km, bir egasi bo'lgan.",
    owner_type: 'individual',
  },
  startPrice: '95 000 000',
  drawing: 'car-2',
};

const REASON =
  "Shikoyat kelib tushdi: avtomobil garovda bo'lishi mumkin. Texpasport va garov reyestri tekshirilmoqda.";

export interface DemoLotReviewResult {
  /** The lot under review, made now or found. */
  lotId: number | null;
  made: boolean;
  skipped?: string;
}

/** The demo customer's lot under review, if one is. */
async function lotUnderReview(db: Database, customerId: string): Promise<number | null> {
  const row = await db
    .selectFrom('lots')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .select('lots.id')
    .where('orders.customer_user_id', '=', customerId)
    .where('lots.lot_status', '=', LOT_STATUS.UNDER_MODERATION)
    .orderBy('lots.id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

const CATALOGUE_REASON =
  "Mulk hujjatlari qayta tekshirilmoqda: kadastr ma'lumotlari buyurtmachi bilan aniqlashtirilmoqda.";

/**
 * The catalogue writes some lots under review (status 17) for the lists' sake; each gets the
 * review that put it there, by the demo operator, so the desk lists every lot under review and
 * Resume or Cancel trade works on any of them. Lots that have an open review are left as they are.
 */
async function reviewCatalogueLots(db: Database, operatorId: string): Promise<void> {
  await sql`
    INSERT INTO lot_reviews (lot_id, suspended_by, reason, previous_status, suspended_at)
    SELECT l.id, ${operatorId}, ${CATALOGUE_REASON}, ${LOT_STATUS.ACCEPTING_APPLICATIONS},
      coalesce((SELECT max(f.at) FROM lot_flows f WHERE f.lot_id = l.id), l.published_at)
    FROM lots l
    WHERE l.lot_status = ${LOT_STATUS.UNDER_MODERATION}
      AND NOT EXISTS (SELECT 1 FROM lot_reviews r WHERE r.lot_id = l.id AND r.decision IS NULL)`.execute(db);
}

export async function seedDemoLotReview(deps: Deps): Promise<DemoLotReviewResult> {
  const customerId = await userIdByPhone(deps.db, DEMO_CUSTOMER.phone, 'customer');
  if (!customerId) return { lotId: null, made: false, skipped: 'no demo customer' };
  const operatorId = await userIdByPhone(deps.db, DEMO_OPERATOR.phone, 'operator');
  if (!operatorId) return { lotId: null, made: false, skipped: 'no demo operator' };
  await reviewCatalogueLots(deps.db, operatorId);
  const found = await lotUnderReview(deps.db, customerId);
  if (found !== null) return { lotId: found, made: false };
  const lotId = await orderOnTrade(deps, customerId, operatorId, UNDER_REVIEW);
  await demoBuyerApplies(deps.db, lotId);
  await suspendLot(deps.db, { operatorId, lotId, reason: REASON });
  return { lotId, made: true };
}
