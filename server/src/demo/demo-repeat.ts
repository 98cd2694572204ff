/**
 * The demo's repeated auction, for `npm start` only (start.ts): the demo customer
 * (demo-customer.ts) has an order whose lot ended not held, nobody having applied before its
 * start, so "Put up again" on the order's lots tab can be tried at once. Made through the order
 * module's own calls (the form's steps, photos, sending, the demo operator's approval) and the
 * lifecycle's own start; only the lot's schedule is set in the past first, as if the order had
 * been approved ten days ago.
 *
 * Idempotent: made once; a later start finds the order and leaves it as the person left it.
 */
import {
  auctionSchedule,
  orderAddressSchema,
  orderPropertySchema,
  orderRequisitesSchema,
  orderTermsSchema,
} from '@kimoshdi/shared';
import type { Deps } from '../deps';
import { lifecycleContext, startAuction } from '../modules/auction';
import { approveOrder, doOrderAction } from '../modules/order';
import { holidaysAround } from '../lib/uzbek-holidays';
import { addPhotos, DEMO_CUSTOMER } from './demo-customer';
import { DEMO_OPERATOR } from './demo-operator';
import { demoAuctionTerms } from './data/order-terms';

const PROPERTY = {
  property_name: 'Chevrolet Nexia 3, 2019, kumush rang',
  category_id: 7,
  quantity: 1,
  description: "Probeg 64 000 km, bitta egasi bo'lgan, texnik ko'rikdan o'tgan.",
  owner_type: 'individual',
} as const;

const ADDRESS = {
  region_id: 1726,
  area_id: 1726266,
  street: "Amir Temur shoh ko'chasi, 108",
  coordinates: '41.366100, 69.287300',
} as const;

const REQUISITES = {
  bank_mfo: '00083',
  bank_account: '20208000600123456001',
  card_type: 'humo',
  card_number: '9860123456789015',
} as const;

/** How long ago the order was put on trade: its auction's start and end have both passed. */
const APPROVED_DAYS_AGO = 10;

export type DemoRepeatResult =
  | { outcome: 'created'; orderId: number; lotId: number }
  | { outcome: 'present' | 'no-customer' | 'no-operator' };

/** The shop's user of a demo account (by the phone and the made-up PINFL the demo gave it). */
async function demoUserId(deps: Deps, who: { phone: string; pinfl: string }): Promise<string | null> {
  const row = await deps.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', who.phone)
    .where('pinfl', '=', who.pinfl)
    .executeTakeFirst();
  return row ? String(row.id) : null;
}

export async function seedDemoRepeat(deps: Deps): Promise<DemoRepeatResult> {
  const customerId = await demoUserId(deps, DEMO_CUSTOMER);
  if (!customerId) return { outcome: 'no-customer' };
  const moderatorId = await demoUserId(deps, DEMO_OPERATOR);
  if (!moderatorId) return { outcome: 'no-operator' };
  const present = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('customer_user_id', '=', customerId)
    .where('property_name', '=', PROPERTY.property_name)
    .executeTakeFirst();
  if (present) return { outcome: 'present' };

  const orders = deps.services.customerOrders;
  const { id: orderId } = await orders.create(customerId, orderPropertySchema.parse(PROPERTY));
  await orders.saveTerms(customerId, orderId, orderTermsSchema.parse(demoAuctionTerms('95 000 000')));
  await orders.saveAddress(customerId, orderId, orderAddressSchema.parse(ADDRESS));
  await orders.updateBankInfo(customerId, orderId, orderRequisitesSchema.parse(REQUISITES));
  await addPhotos(deps, orderId, 'car-1');
  await doOrderAction(deps.db, deps.services.consent, { userId: customerId, orderId, action: 'send' });
  const approved = await approveOrder(deps, { orderId, moderatorId });
  const lotId = approved.lot_ids[0];
  if (lotId === undefined) throw new Error('the demo order was approved without a lot');

  // The lot's notice, start and end as an approval ten days ago made them; then its start comes
  // with nobody applied, and the lifecycle ends it not held (the order finishes with it).
  const publishedAt = new Date(Date.now() - APPROVED_DAYS_AGO * 86_400_000);
  const schedule = auctionSchedule(publishedAt, holidaysAround(publishedAt));
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('lots')
      .set({ published_at: publishedAt, starts_at: schedule.startsAt, ends_at: schedule.endsAt })
      .where('id', '=', lotId)
      .execute();
    await trx.updateTable('lot_flows').set({ at: publishedAt }).where('lot_id', '=', lotId).execute();
  });
  const started = await startAuction(lifecycleContext(deps), lotId);
  if (started.kind !== 'not-held') throw new Error(`the demo lot was not ended not held: ${started.kind}`);
  // Its history reads the day it was not held, not the day the demo was seeded.
  await deps.db
    .updateTable('lot_flows')
    .set({ at: schedule.startsAt })
    .where('lot_id', '=', lotId)
    .where('status', '=', 6)
    .execute();
  return { outcome: 'created', orderId, lotId };
}
