/**
 * The demo's protests, for `npm start` only (start.ts, after the demo wins): two auctions of the
 * demo customer's that have just ended, the demo buyer and the demo rival taking part and the rival
 * winning (docs/decisions.md "Participants' protests"):
 *  - one the demo buyer has protested, waiting for the customer's answer on the order's lots tab;
 *  - one the demo buyer may still protest from the lot page.
 * Each is an order of the customer's made, sent and approved through the order module's calls, its
 * auction applied to, held and closed through the real lifecycle a few seconds later, and the
 * protest filed through the protests' own command. Idempotent: each is made only when the demo has
 * none (an open protest of the demo buyer on the customer's lot; an ended lot of the customer's the
 * demo buyer may protest now).
 */
import {
  orderAddressSchema,
  orderPropertySchema,
  orderRequisitesSchema,
  orderTermsSchema,
} from '@kimoshdi/shared';
import type { Database } from '../db/database';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { createApplicationService } from '../modules/application';
import type { ConsentCheck } from '../modules/consent';
import { lifecycleContext, startAuction } from '../modules/auction';
import { approveOrder, doOrderAction } from '../modules/order';
import { fileProtest, protestTerms } from '../modules/protest';
import { ensureAvailable, type DemoUser } from './demo-auction';
import { addPhotos, DEMO_CUSTOMER } from './demo-customer';
import { DEMO_OPERATOR } from './demo-operator';
import { closeWhenEnded, ensureRival, findDemoBuyer } from './demo-wins';
import { demoAuctionTerms } from './data/order-terms';

/** The auctions end this long after they start: long enough for their two bids. */
const ENDS_AFTER_MS = 3_000;
/**
 * The demo buyer applied before the offer in force was published and signs it themselves when
 * they next bid (as in demo-wins.ts): these applications alone skip the consent check.
 */
const BEFORE_THE_OFFER: ConsentCheck = { assertConsented: async () => {} };

const PROTEST_TEXT =
  'Savdoning oxirgi daqiqasida sahifa yangilanmadi va mening taklifim qabul qilinmadi. ' +
  "Bir vaqtning o'zida g'olib taklifi qabul qilingan. Savdo jurnalini tekshirib, natijani qayta ko'rib chiqishingizni so'rayman.";

interface DemoOrder {
  property: Record<string, unknown>;
  startPrice: string;
  address: Record<string, unknown>;
  drawing: string;
}

const PROTESTED: DemoOrder = {
  property: {
    property_name: 'Chevrolet Nexia 3, 2019, kumush rang',
    category_id: 7,
    quantity: 1,
    description: "Probeg 64 000 km, texnik ko'rikdan o'tgan.",
    owner_type: 'individual',
  },
  startPrice: '78 000 000',
  address: {
    region_id: 1726,
    area_id: 1726294,
    street: "Bunyodkor shoh ko'chasi, 22",
    coordinates: '41.287100, 69.204400',
  },
  drawing: 'car-2',
};

const OPEN_TO_PROTEST: DemoOrder = {
  property: {
    property_name: '1 xonali kvartira, Chilonzor 12-kvartal',
    category_id: 2,
    quantity: 1,
    description: "2/5 qavat, 38 m2, ta'mirlangan.",
    owner_type: 'individual',
  },
  startPrice: '96 000 000',
  address: {
    region_id: 1726,
    area_id: 1726294,
    street: "Qatortol ko'chasi, 14",
    coordinates: '41.279300, 69.198800',
  },
  drawing: 'apartment-2',
};

const REQUISITES = {
  bank_mfo: '00083',
  bank_account: '20208000600123456001',
  card_type: 'humo',
  card_number: '9860123456789015',
} as const;

export interface DemoProtestsResult {
  /** The lot with the demo buyer's protest waiting for the customer. */
  protestedLot: number | null;
  /** The lot the demo buyer may protest. */
  openLot: number | null;
  made: ('protested' | 'open')[];
  skipped?: string;
}

export async function seedDemoProtests(deps: Deps): Promise<DemoProtestsResult> {
  const { db } = deps;
  const result: DemoProtestsResult = { protestedLot: null, openLot: null, made: [] };
  const customerId = await findDemoAccount(db, DEMO_CUSTOMER);
  if (!customerId) return { ...result, skipped: 'no demo customer' };
  const operatorId = await findDemoAccount(db, DEMO_OPERATOR);
  if (!operatorId) return { ...result, skipped: 'no demo operator' };
  const buyer = await findDemoBuyer(db);
  if (!buyer) return { ...result, skipped: 'no demo buyer' };
  const rival = await ensureRival(db);

  result.protestedLot = await lotWithOpenProtest(db, customerId, buyer);
  result.openLot = await lotOpenToProtest(db, customerId, buyer);
  const wanted: [DemoOrder, 'protested' | 'open'][] = [];
  if (result.protestedLot === null) wanted.push([PROTESTED, 'protested']);
  if (result.openLot === null) wanted.push([OPEN_TO_PROTEST, 'open']);
  if (wanted.length === 0) return result;

  // Both auctions are held together, so the demo waits for one close.
  const held: [number, 'protested' | 'open'][] = [];
  for (const [order, kind] of wanted) {
    const lotId = await orderOnTrade(deps, { customerId, operatorId }, order);
    if (!(await applyBoth(deps, lotId, buyer, rival))) {
      return { ...result, skipped: 'the demo buyer may not apply (barred after a refusal)' };
    }
    held.push([lotId, kind]);
  }
  for (const [lotId] of held) await holdAuction(deps, lotId, buyer, rival);
  for (const [lotId, kind] of held) {
    await closeWhenEnded(deps, lotId);
    if (kind === 'protested') {
      await fileProtest(db, { userId: buyer.id, body: { lot_id: lotId, text: PROTEST_TEXT } });
      result.protestedLot = lotId;
    } else {
      result.openLot = lotId;
    }
    result.made.push(kind);
  }
  return result;
}

/** A demo account's user (its phone and made-up PINFL), unless somebody else took the phone. */
async function findDemoAccount(
  db: Database,
  account: { phone: string; pinfl: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', account.phone)
    .where('pinfl', '=', account.pinfl)
    .executeTakeFirst();
  return row && String(row.id);
}

async function lotWithOpenProtest(db: Database, customerId: string, buyer: DemoUser): Promise<number | null> {
  const row = await db
    .selectFrom('lot_protests')
    .innerJoin('lots', 'lots.id', 'lot_protests.lot_id')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .select('lots.id')
    .where('orders.customer_user_id', '=', customerId)
    .where('lot_protests.user_id', '=', buyer.id)
    .where('lot_protests.state', '=', 'open')
    .where('lot_protests.reviewed_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** An ended lot of the customer's the demo buyer took part in and may protest now. */
async function lotOpenToProtest(db: Database, customerId: string, buyer: DemoUser): Promise<number | null> {
  const rows = await db
    .selectFrom('lots')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .innerJoin('applications', 'applications.lot_id', 'lots.id')
    .select('lots.id')
    .where('orders.customer_user_id', '=', customerId)
    .where('applications.user_id', '=', buyer.id)
    .where('applications.status', '=', 'sent')
    .orderBy('lots.id', 'desc')
    .execute();
  for (const { id } of rows) {
    if ((await protestTerms(db, { userId: buyer.id, lotId: id })).may_protest) return id;
  }
  return null;
}

/** The customer's order, complete with photos, sent and approved by the demo operator: its lot takes applications. */
async function orderOnTrade(
  deps: Deps,
  { customerId, operatorId }: { customerId: string; operatorId: string },
  order: DemoOrder,
): Promise<number> {
  const orders = deps.services.customerOrders;
  const { id } = await orders.create(customerId, orderPropertySchema.parse(order.property));
  await orders.saveTerms(customerId, id, orderTermsSchema.parse(demoAuctionTerms(order.startPrice)));
  await orders.saveAddress(customerId, id, orderAddressSchema.parse(order.address));
  await orders.updateBankInfo(customerId, id, orderRequisitesSchema.parse(REQUISITES));
  await addPhotos(deps, id, order.drawing);
  await doOrderAction(deps.db, deps.services.consent, { userId: customerId, orderId: id, action: 'send' });
  const approved = await approveOrder(deps, { orderId: id, moderatorId: operatorId });
  const lotId = approved.lot_ids[0];
  if (lotId === undefined) throw new Error(`the demo order ${id} made no lot`);
  return lotId;
}

/** The rival and the demo buyer apply (deposits blocked as for anyone); false when one may not. */
async function applyBoth(deps: Deps, lotId: number, buyer: DemoUser, rival: DemoUser): Promise<boolean> {
  const { db, logger } = deps;
  const lot = await db
    .selectFrom('lots')
    .select('deposit_amount')
    .where('id', '=', lotId)
    .executeTakeFirstOrThrow();
  const applications = createApplicationService(db, BEFORE_THE_OFFER);
  for (const user of [buyer, rival]) {
    await ensureAvailable(db, user, BigInt(lot.deposit_amount));
    try {
      await applications.apply({ id: user.id, role: 'buyer' }, lotId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      logger.warn(
        { lot_id: lotId, user: user.name, code: error.code },
        'demo protests: an application was refused',
      );
      return false;
    }
  }
  return true;
}

/** The auction starts now and ends in a few seconds with no over-time: the buyer bids, the rival outbids. */
async function holdAuction(deps: Deps, lotId: number, buyer: DemoUser, rival: DemoUser): Promise<void> {
  await deps.db
    .updateTable('lots')
    .set({
      starts_at: new Date(Date.now() - 1_000),
      ends_at: new Date(Date.now() + ENDS_AFTER_MS),
      over_time_minutes: 0,
    })
    .where('id', '=', lotId)
    .execute();
  const started = await startAuction(lifecycleContext(deps), lotId);
  if (started.kind !== 'live') throw new Error(`the demo auction ${lotId} did not start: ${started.kind}`);
  const { engine } = deps.auction;
  for (const [k, user] of [buyer, rival].entries()) {
    const state = await engine.state(lotId);
    if (!state || state.status !== 'live') return;
    await engine.placeBid({
      lotId,
      userId: user.id,
      amount: BigInt(state.suggested_price),
      requestId: `demo-protests:${lotId}:${k + 1}`,
    });
  }
}
