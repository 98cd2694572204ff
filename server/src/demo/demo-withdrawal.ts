/**
 * The demo customer's withdrawals from trade, for `npm start` only (start.ts, after the demo
 * auctions): two lots the customer has withdrawn already (both free: the first two are), and one
 * lot on trade, taking applications, that the customer may withdraw at once: its dialog names the
 * 3rd withdrawal's penalty, 1 BHM. The demo buyer has applied to it, so withdrawing it gives the
 * buyer's deposit back. The demo customer's balance is empty: the penalty becomes a debt, and the
 * orders list shows it with its Pay button (a test top-up pays it).
 *
 * Each order is made through the order module's own calls (the form's steps, the photos, sending),
 * approved through the moderation desk's and withdrawn through the withdrawal's. Idempotent: the
 * withdrawals are made up to two, and a lot to withdraw only when the customer has none that may
 * be withdrawn now (a later start after the demo lot's auction began makes a new one) and owes no
 * penalty (a debt blocks new orders: paying it is then the thing to try).
 */
import { LOT_STATUS } from '@kimoshdi/shared';
import { withdrawalRefusal } from '@kimoshdi/shared/domain/order/lot-withdrawal';
import {
  orderAddressSchema,
  orderPropertySchema,
  orderRequisitesSchema,
  orderTermsSchema,
} from '@kimoshdi/shared';
import type { Database } from '../db/database';
import type { Deps } from '../deps';
import { findActiveApplication, lockLot, seatApplicant } from '../modules/application';
import { approveOrder, doOrderAction } from '../modules/order';
import { openDebtTotal } from '../modules/ledger';
import { countWithdrawals, withdrawLot } from '../modules/withdrawal';
import { DEMO_BUYER, ensureAvailable } from './demo-auction';
import { addPhotos, DEMO_CUSTOMER } from './demo-customer';
import { DEMO_OPERATOR } from './demo-operator';
import { demoAuctionTerms } from './data/order-terms';

/** The customer's withdrawals the demo makes before the one a person tries. */
const WITHDRAWN_BEFORE = 2;

export interface DemoOrder {
  property: Record<string, unknown>;
  startPrice: string;
  drawing: string;
}

const WITHDRAWN: readonly DemoOrder[] = [
  {
    property: {
      property_name: '1 xonali kvartira, Sergeli 7-mavze',
      category_id: 2,
      quantity: 1,
      description: "2/5 qavat, 38 m2, ta'mir talab.",
      owner_type: 'individual',
    },
    startPrice: '210 000 000',
    drawing: 'apartment-2',
  },
  {
    property: {
      property_name: 'Hovli uy, Chirchiq sh., 4 sotix',
      category_id: 3,
      quantity: 1,
      description: 'Gaz va suv bor.',
      owner_type: 'individual',
    },
    startPrice: '380 000 000',
    drawing: 'house-2',
  },
];

const ON_TRADE: DemoOrder = {
  property: {
    property_name: 'Damas, 2019, oq',
    category_id: 7,
    quantity: 1,
    description: "Probeg 64 000 km, gaz ballon o'rnatilgan.",
    owner_type: 'individual',
  },
  startPrice: '45 000 000',
  drawing: 'car-2',
};

const ADDRESS = {
  region_id: 1726,
  area_id: 1726294,
  street: "Qatortol ko'chasi, 21",
  coordinates: '41.280100, 69.215600',
} as const;

const REQUISITES = {
  bank_mfo: '00083',
  bank_account: '20208000600123456002',
  card_type: 'humo',
  card_number: '9860123456789015',
} as const;

export interface DemoWithdrawalResult {
  /** Withdrawals this run made. */
  withdrawn: number;
  /** The lot on trade the customer may withdraw, made now or found. */
  withdrawableLot: number | null;
  made: boolean;
  skipped?: string;
}

export async function userIdByPhone(db: Database, phone: string, role: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .where('role', '=', role)
    .executeTakeFirst();
  return row ? String(row.id) : null;
}

/** An order through the form's steps, sent and approved: its lot takes applications (demo-lot-review.ts too). */
export async function orderOnTrade(deps: Deps, customerId: string, operatorId: string, order: DemoOrder) {
  const orders = deps.services.customerOrders;
  const { id } = await orders.create(customerId, orderPropertySchema.parse(order.property));
  await orders.saveTerms(customerId, id, orderTermsSchema.parse(demoAuctionTerms(order.startPrice)));
  await orders.saveAddress(customerId, id, orderAddressSchema.parse(ADDRESS));
  await orders.updateBankInfo(customerId, id, orderRequisitesSchema.parse(REQUISITES));
  await addPhotos(deps, id, order.drawing);
  await doOrderAction(deps.db, deps.services.consent, { userId: customerId, orderId: id, action: 'send' });
  const approved = await approveOrder(
    { db: deps.db, queues: deps.queues },
    { orderId: id, moderatorId: operatorId },
  );
  const lotId = approved.lot_ids[0];
  if (lotId === undefined) throw new Error(`the demo order ${id} made no lot`);
  return lotId;
}

/** A lot of the customer's that may be withdrawn now, if any. */
async function withdrawableLot(db: Database, customerId: string): Promise<number | null> {
  const rows = await db
    .selectFrom('lots')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .select([
      'lots.id',
      'lots.trade_type',
      'lots.lot_status',
      'lots.quantity_sold',
      'lots.starts_at',
      'lots.ends_at',
    ])
    .where('orders.customer_user_id', '=', customerId)
    .where('lots.lot_status', 'in', [LOT_STATUS.ACCEPTING_APPLICATIONS, LOT_STATUS.ANNOUNCED])
    .orderBy('lots.id', 'desc')
    .execute();
  const now = Date.now();
  const open = rows.find(
    (lot) =>
      withdrawalRefusal(
        {
          tradeType: lot.trade_type,
          status: lot.lot_status,
          quantitySold: lot.quantity_sold,
          startsAtMs: lot.starts_at.getTime(),
          endsAtMs: lot.ends_at.getTime(),
        },
        // A margin: a lot starting within the hour would be gone before anyone tries it.
        now + 3_600_000,
      ) === null,
  );
  return open?.id ?? null;
}

/** The demo buyer applies to the lot (a seat as the demo's other applications are made). */
export async function demoBuyerApplies(db: Database, lotId: number): Promise<void> {
  const buyer = await userIdByPhone(db, DEMO_BUYER.phone, 'buyer');
  if (!buyer) return;
  const lot = await db
    .selectFrom('lots')
    .select('deposit_amount')
    .where('id', '=', lotId)
    .executeTakeFirstOrThrow();
  await ensureAvailable(db, { id: buyer, name: 'demo-buyer' }, BigInt(lot.deposit_amount));
  await db.transaction().execute(async (trx) => {
    const locked = await lockLot(trx, lotId);
    if (!locked || (await findActiveApplication(trx, lotId, buyer))) return;
    await seatApplicant(trx, locked, buyer);
  });
}

export async function seedDemoWithdrawal(deps: Deps): Promise<DemoWithdrawalResult> {
  const result: DemoWithdrawalResult = { withdrawn: 0, withdrawableLot: null, made: false };
  const customerId = await userIdByPhone(deps.db, DEMO_CUSTOMER.phone, 'customer');
  if (!customerId) return { ...result, skipped: 'no demo customer' };
  const operatorId = await userIdByPhone(deps.db, DEMO_OPERATOR.phone, 'operator');
  if (!operatorId) return { ...result, skipped: 'no demo operator' };

  const made = await countWithdrawals(deps.db, customerId);
  for (const order of WITHDRAWN.slice(made, WITHDRAWN_BEFORE)) {
    const lotId = await orderOnTrade(deps, customerId, operatorId, order);
    await withdrawLot(deps.db, { userId: customerId, lotId });
    result.withdrawn += 1;
  }

  result.withdrawableLot = await withdrawableLot(deps.db, customerId);
  // A penalty still owed blocks new orders, the demo's too: the banner and its Pay are to try then.
  if (result.withdrawableLot === null && (await openDebtTotal(deps.db, customerId)).count > 0) {
    return { ...result, skipped: 'the demo customer owes a penalty' };
  }
  if (result.withdrawableLot === null) {
    result.withdrawableLot = await orderOnTrade(deps, customerId, operatorId, ON_TRADE);
    await demoBuyerApplies(deps.db, result.withdrawableLot);
    result.made = true;
  }
  return result;
}
