/**
 * The demo's customer, for `npm start` only (start.ts): a Kimoshdi ID account registered as a
 * customer, and orders in several states so the order list and pages have something to show: a
 * half-done order (two steps saved), one the moderator returned with a reason, and one sent and
 * waiting for the moderator's check. Each is made through the order module's own calls, the
 * photos stored as uploads are (display and thumbnail JPEGs made from the demo's lot drawings).
 *
 * Idempotent: the account and its orders are made once; a later start finds the account with
 * orders and leaves them as the person left them.
 */
import {
  orderAddressSchema,
  orderPropertySchema,
  orderRequisitesSchema,
  orderTermsSchema,
} from '@kimoshdi/shared';
import type { Deps } from '../deps';
import { ensureMainImage, insertFiles } from '../modules/file';
import { insertAccount, hashPassword } from '../modules/identity';
import { doOrderAction, returnOrderToCustomer } from '../modules/order';
import { seedConsent } from '../modules/consent';
import { demoAuctionTerms } from './data/order-terms';
import { storeDrawing } from './demo-lot-photos';

export const DEMO_CUSTOMER = {
  phone: '+998900000003',
  shownPhone: '+998 90 000 00 03',
  password: 'Customer2026',
  fullName: 'Demo Customer',
  /** Shaped like a real PINFL (a woman born 01.01.1990) but made up. */
  pinfl: '40101990000035',
} as const;

const KIMOSHDI_ID = 'kimoshdi-id';

const PROPERTY = [
  {
    property_name: '2 xonali kvartira, Yunusobod 4-mavze',
    category_id: 2,
    quantity: 1,
    description: "Ta'mirlangan, 3/9 qavat, 54 m2.",
    owner_type: 'individual',
  },
  {
    property_name: 'Hovli uy, Samarqand sh., 6 sotix',
    category_id: 3,
    quantity: 1,
    description: "Gaz, suv, elektr bor. Hujjatlari to'liq.",
    owner_type: 'individual',
  },
  {
    property_name: 'Chevrolet Cobalt, 2021, oq',
    category_id: 7,
    quantity: 1,
    description: "Probeg 38 000 km, bir egasi bo'lgan.",
    owner_type: 'individual',
  },
] as const;

const ADDRESSES = [
  {
    region_id: 1726,
    area_id: 1726266,
    street: "Amir Temur shoh ko'chasi, 108",
    coordinates: '41.366100, 69.287300',
  },
  { region_id: 1718, area_id: 1718401, street: "Registon ko'chasi, 12", coordinates: '39.654800, 66.975000' },
  {
    region_id: 1726,
    area_id: 1726294,
    street: "Bunyodkor shoh ko'chasi, 5",
    coordinates: '41.285600, 69.203500',
  },
] as const;

const REQUISITES = {
  bank_mfo: '00083',
  bank_account: '20208000600123456001',
  card_type: 'humo',
  card_number: '9860123456789015',
} as const;

async function ensureCustomer(deps: Deps): Promise<{ userId: string; fresh: boolean } | null> {
  return deps.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('id_accounts')
      .select(['id', 'pinfl'])
      .where('phone', '=', DEMO_CUSTOMER.phone)
      .executeTakeFirst();
    // Somebody registered this phone themselves: their account is theirs, the demo goes without.
    if (existing && existing.pinfl !== DEMO_CUSTOMER.pinfl) return null;
    const account =
      existing ??
      (await insertAccount(trx, {
        login: { kind: 'phone', phone: DEMO_CUSTOMER.phone },
        fullName: DEMO_CUSTOMER.fullName,
        taxId: { kind: 'pinfl', pinfl: DEMO_CUSTOMER.pinfl },
        role: 'customer',
        passwordHash: await hashPassword(DEMO_CUSTOMER.password),
      }));
    const found = await trx
      .selectFrom('users')
      .select('id')
      .where('idp', '=', KIMOSHDI_ID)
      .where('idp_subject', '=', account.id)
      .executeTakeFirst();
    const user =
      found ??
      (await trx
        .insertInto('users')
        .values({
          user_name: `kid-${account.id}`,
          full_name: DEMO_CUSTOMER.fullName,
          role: 'customer',
          phone: DEMO_CUSTOMER.phone,
          pinfl: DEMO_CUSTOMER.pinfl,
          address: "Toshkent sh., Yunusobod tumani, Amir Temur shoh ko'chasi, 108",
          idp: KIMOSHDI_ID,
          idp_subject: account.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    const orders = await trx
      .selectFrom('orders')
      .select('id')
      .where('customer_user_id', '=', String(user.id))
      .limit(1)
      .execute();
    // The demo customer signed the public offer long ago (a seeded consent), so the demo's orders
    // are sent and a person trying the customer's side can send one at once.
    await seedConsent(trx, String(user.id));
    return { userId: String(user.id), fresh: orders.length === 0 };
  });
}

/** Three photos of an order, stored and written as an upload would leave them (every variant). */
export async function addPhotos(deps: Deps, orderId: number, drawing: string): Promise<void> {
  const rows = [];
  for (let index = 0; index < 3; index += 1) {
    // The same drawing three times (its variants are made once): the order needs three photos.
    const { id, bytes } = await storeDrawing(deps, drawing);
    rows.push({
      id,
      order_id: orderId,
      kind: 'image' as const,
      storage_key: id,
      name: `${drawing}-${index + 1}.jpg`,
      mime: 'image/jpeg',
      size_bytes: bytes,
      visible_to_participants: false,
      photo_sizes: true,
    });
  }
  await insertFiles(deps.db, rows);
  await ensureMainImage(deps.db, orderId);
}

/** The start price of each PROPERTY entry, in its order. */
const START_PRICES = ['350 000 000', '820 000 000', '145 000 000'] as const;

export type DemoCustomerResult = { outcome: 'created' | 'present' | 'phone-taken'; orders: number };

export async function seedDemoCustomer(deps: Deps): Promise<DemoCustomerResult> {
  const customer = await ensureCustomer(deps);
  if (!customer) return { outcome: 'phone-taken', orders: 0 };
  if (!customer.fresh) return { outcome: 'present', orders: 0 };
  const orders = deps.services.customerOrders;
  const { userId } = customer;
  const made: number[] = [];
  for (const [index, property] of PROPERTY.entries()) {
    const { id } = await orders.create(userId, orderPropertySchema.parse(property));
    made.push(id);
    await orders.saveTerms(userId, id, orderTermsSchema.parse(demoAuctionTerms(START_PRICES[index]!)));
    // The first order stays half-done: the property and the terms only.
    if (index === 0) continue;
    await orders.saveAddress(userId, id, orderAddressSchema.parse(ADDRESSES[index]));
    await orders.updateBankInfo(userId, id, orderRequisitesSchema.parse(REQUISITES));
    await addPhotos(deps, id, index === 1 ? 'building-1' : 'car-1');
    await doOrderAction(deps.db, deps.services.consent, { userId, orderId: id, action: 'send' });
  }
  // The second order came back from the moderator with a reason; the third waits for the check.
  const returned = made[1];
  if (returned !== undefined) {
    await returnOrderToCustomer(deps.db, {
      orderId: returned,
      moderatorId: null,
      reason: "Yer uchastkasi hujjatining nusxasini qo'shing.",
    });
  }
  return { outcome: 'created', orders: made.length };
}
