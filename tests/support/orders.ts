/**
 * Customers' orders for tests, written straight to the database (the order desk that makes them
 * comes later): an order of a given customer in a given status (1 forming by default).
 */
import type { Db } from '../../server/src/db/database';
import { insertOrder } from '../../server/src/modules/lot/lot-write.repository';
import { jpegWithExif, uploadForm } from './files';
import { postJson } from './http';

export async function createCustomerOrder(
  db: Db,
  customerUserId: string,
  options: { status?: number } = {},
): Promise<number> {
  return insertOrder(db, {
    customerUserId,
    status: options.status ?? 1,
    orderType: 1,
    ownerType: 'individual',
    customerName: 'Aliyev Vali',
    customerAddress: "Toshkent sh., Yunusobod tumani, Amir Temur ko'chasi, 7",
    customerPhone: '+998901234567',
    customerExtraPhone: null,
    customerEmail: null,
  });
}

export async function setOrderStatus(db: Db, orderId: number, status: number): Promise<void> {
  await db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
}

/** Valid inputs of each step of the order form (the calls' bodies without the order id). */
export const ORDER_STEP_INPUT = {
  property: {
    property_name: '3 xonali kvartira, Chilonzor 9-kvartal (75 m2)',
    category_id: 2,
    quantity: 1,
    description: "Ta'mirlangan, 4/9 qavat.\nHujjatlari to'liq.",
    owner_type: 'individual',
  },
  terms: {
    trade_type: 1,
    start_price: '450 000 000',
    estimated_price: '480000000',
    stay_mode: 'days',
    stay_days: 30,
    winner_payment_days: 5,
    part_payment: true,
    part_payment_months: 12,
    order_type: 1,
    property_type: 'ownership',
    rent_months: null,
  },
  address: {
    region_id: 1726,
    area_id: 1726294,
    street: "Bunyodkor ko'chasi, 12-uy",
    coordinates: '41.285600, 69.203500',
  },
  requisites: {
    bank_mfo: '00873',
    bank_account: '2020 8000 9001 0020 0300',
    card_type: 'uzcard',
    card_number: '8600 1234 5678 9012',
  },
} as const;

/**
 * An order of `headers`' customer with every step filled through the API (three photos), ready to
 * send: its id.
 */
export async function completeOrderOverApi(
  baseURL: string,
  headers: Record<string, string>,
): Promise<number> {
  const post = (url: string, body: unknown) => postJson(baseURL, `/api/shop/${url}`, body, headers);
  const made = await post('order/create-order', ORDER_STEP_INPUT.property);
  const id = (made.body as { id: number }).id;
  await post('order/save-details', { id, section: 'terms', terms: ORDER_STEP_INPUT.terms });
  await post('order/save-details', { id, section: 'address', address: ORDER_STEP_INPUT.address });
  await post('order/update-bank-info', { id, ...ORDER_STEP_INPUT.requisites });
  const photos = await Promise.all(
    [0, 1, 2].map(async (i) => ({ name: `uy-${i}.jpg`, bytes: await jpegWithExif(640, 480) })),
  );
  await fetch(`${baseURL}/api/shop/file/images/add`, {
    method: 'POST',
    headers,
    body: uploadForm({ order_id: id }, photos),
  });
  return id;
}

/** The order's status and the statuses of its history's 'progress' rows, oldest first. */
export async function orderProgress(db: Db, orderId: number): Promise<{ status: number; flows: number[] }> {
  const order = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const flows = await db
    .selectFrom('order_flows')
    .select('status')
    .where('order_id', '=', orderId)
    .where('action', '=', 'progress')
    .orderBy('id')
    .execute();
  return { status: order.status, flows: flows.map((flow) => flow.status) };
}
