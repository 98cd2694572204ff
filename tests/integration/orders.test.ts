/**
 * The customer's orders (api/shop/order/*, api/shop/order-action/*): every call, every state change
 * allowed and refused, who may call, the form's rules (Latin text, coordinates, rent, the winner's
 * days, copies), and that a refused step writes nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  additionalFeeSchema,
  doActAnswerSchema,
  doActResSchema,
  orderFlowsSchema,
  orderFormSchema,
  orderFullInfoSchema,
  orderListSchema,
  orderLotsSchema,
  orderSummarySchema,
  orderTabDetailsSchema,
} from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import {
  returnOrderToCustomer,
  ordersUnderModeration,
} from '../../server/src/modules/order/order-moderation';
import { jpegWithExif, tinyPdf, uploadForm } from '../support/files';
import { call, mergeHeaders, postJson } from '../support/http';
import { ORDER_STEP_INPUT, setOrderStatus } from '../support/orders';
import { signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';
import { seedConsent } from '../../server/src/modules/consent/seeded-consent';

let server: Running;
let storageDir: string;
let uploadDir: string;
let owner: TestUser;
let stranger: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'kim-orders-'));
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'kim-orders-up-'));
  server = await startTestServer({ FILE_STORAGE_DIR: storageDir, FILE_UPLOAD_DIR: uploadDir });
  owner = await signIn(server, { role: 'customer', phone: '+998997710711' });
  stranger = await signIn(server, { role: 'both' });
  buyer = await signIn(server, { role: 'buyer' });
});

afterAll(async () => {
  await server?.close();
  await rm(storageDir, { recursive: true, force: true });
  await rm(uploadDir, { recursive: true, force: true });
});

const db = () => server.deps.db;
const post = (url: string, body: unknown, user: TestUser = owner) =>
  postJson(server.url, `/api/shop/${url}`, body, user.headers);
const get = (url: string, user: TestUser | null = owner, headers: Record<string, string> = {}) =>
  call(server.url, `/api/shop/${url}`, { headers: mergeHeaders(user?.headers ?? {}, headers) });

type FieldError = { path: string; message: string };
function fieldsOf(body: unknown): FieldError[] {
  return ((body as { ERROR: { data: { fields: FieldError[] } } }).ERROR.data.fields ?? []).map(
    ({ path, message }) => ({ path, message }),
  );
}
const codeOf = (body: unknown) => (body as { ERROR: { code: string } }).ERROR.code;

async function create(user: TestUser = owner): Promise<number> {
  const answer = await post('order/create-order', ORDER_STEP_INPUT.property, user);
  expect(answer.status).toBe(200);
  return (answer.body as { id: number }).id;
}

async function uploadPhotos(orderId: number, count: number) {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `uy-${i}.jpg`,
      bytes: await jpegWithExif(320, 240),
    })),
  );
  const answer = await call(server.url, '/api/shop/file/images/add', {
    method: 'POST',
    headers: owner.headers,
    body: uploadForm({ order_id: orderId }, files),
  });
  expect(answer.status).toBe(200);
}

/** An order with every step saved and 3 photos: ready to send. */
async function completeOrder(): Promise<number> {
  const id = await create();
  expect(
    (await post('order/save-details', { id, section: 'terms', terms: ORDER_STEP_INPUT.terms })).status,
  ).toBe(200);
  expect(
    (await post('order/save-details', { id, section: 'address', address: ORDER_STEP_INPUT.address })).status,
  ).toBe(200);
  expect((await post('order/update-bank-info', { id, ...ORDER_STEP_INPUT.requisites })).status).toBe(200);
  await uploadPhotos(id, 3);
  return id;
}

async function orderRow(id: number) {
  return db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('making an order step by step', () => {
  it('creates a forming order from the property step, with the customer details and a history row', async () => {
    const id = await create();
    const form = orderFormSchema.parse((await get(`order/get-order?id=${id}`)).body);
    expect(form.summary).toMatchObject({
      id,
      status: 1,
      property_name: ORDER_STEP_INPUT.property.property_name,
      returned_at: null,
      missing: ['terms', 'address', 'files', 'requisites'],
      actions: { send: true, edit: true, delete: true, cancel: false, duplicate: true },
    });
    expect(form.property.description).toBe(ORDER_STEP_INPUT.property.description);
    const row = await orderRow(id);
    expect(row?.customer_phone).toBe('+998997710711');
    const flows = orderFlowsSchema.parse((await get(`order/flows?id=${id}`)).body).items;
    expect(flows.map((flow) => [flow.action, flow.status])).toEqual([['created', 1]]);
  });

  it('saves every step; the form reads back what was typed, money in tiyin', async () => {
    const id = await completeOrder();
    const form = orderFormSchema.parse((await get(`order/get-order?id=${id}`)).body);
    expect(form.summary.missing).toEqual([]);
    expect(form.summary.price).toBe('45000000000');
    expect(form.terms).toMatchObject({
      trade_type: 1,
      start_price: '45000000000',
      estimated_price: '48000000000',
      stay_mode: 'days',
      stay_days: 30,
      winner_payment_days: 5,
      part_payment: true,
      part_payment_months: 12,
      property_type: 'ownership',
      rent_months: null,
    });
    expect(form.address).toEqual({
      region_id: 1726,
      area_id: 1726294,
      street: "Bunyodkor ko'chasi, 12-uy",
      latitude: 41.2856,
      longitude: 69.2035,
    });
    expect(form.requisites).toEqual({
      bank_mfo: '00873',
      bank_account: '20208000900100200300',
      card_type: 'uzcard',
      card_number: '8600123456789012',
    });
  });

  it('updates the property step and drops dependent fields when their switch is off', async () => {
    const id = await create();
    const update = await post('order/update-order', {
      id,
      ...ORDER_STEP_INPUT.property,
      quantity: 3,
      description: '',
    });
    expect(update.status).toBe(200);
    expect(orderFormSchema.parse(update.body).property).toMatchObject({ quantity: 3, description: null });
    const terms = await post('order/save-details', {
      id,
      section: 'terms',
      terms: {
        ...ORDER_STEP_INPUT.terms,
        stay_mode: 'until_sold',
        part_payment: false,
        property_type: 'rent',
        rent_months: 1,
        estimated_price: '',
      },
    });
    expect(terms.status).toBe(200);
    expect(orderFormSchema.parse(terms.body).terms).toMatchObject({
      stay_mode: 'until_sold',
      stay_days: null,
      part_payment: false,
      part_payment_months: null,
      property_type: 'rent',
      rent_months: 1,
      estimated_price: null,
    });
  });
});

describe('the form rules, each refused with nothing written', () => {
  it.each([
    [
      'Cyrillic in the name',
      { property_name: 'Квартира' },
      [{ path: 'property_name', message: 'LATIN_ONLY' }],
    ],
    [
      'an equals sign in the description',
      { description: 'a = b' },
      [{ path: 'description', message: 'LATIN_ONLY' }],
    ],
    ['a name too short', { property_name: 'Uy' }, [{ path: 'property_name', message: 'TOO_SHORT' }]],
    ['no quantity', { quantity: undefined }, [{ path: 'quantity', message: 'REQUIRED' }]],
  ])('property: %s', async (_name, change, fields) => {
    const id = await create();
    const before = await orderRow(id);
    const answer = await post('order/update-order', { id, ...ORDER_STEP_INPUT.property, ...change });
    expect(answer.status).toBe(400);
    expect(codeOf(answer.body)).toBe('VALIDATION');
    expect(fieldsOf(answer.body)).toEqual(fields);
    expect(await orderRow(id)).toEqual(before);
  });

  it('a group with children is refused as the category; a new order is not made from a bad step', async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const group = await post('order/create-order', { ...ORDER_STEP_INPUT.property, category_id: 1 });
    expect(group.status).toBe(400);
    expect(fieldsOf(group.body)).toEqual([{ path: 'category_id', message: 'CATEGORY_INVALID' }]);
    const latin = await post('order/create-order', {
      ...ORDER_STEP_INPUT.property,
      property_name: 'Дом в Ташкенте',
    });
    expect(latin.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it.each([
    ['rent of 0 months', { property_type: 'rent', rent_months: 0 }, 'rent_months', 'RENT_MONTHS_MIN'],
    ['rent without months', { property_type: 'rent', rent_months: null }, 'rent_months', 'RENT_MONTHS_MIN'],
    ['winner pays in 2 days', { winner_payment_days: 2 }, 'winner_payment_days', 'WINNER_PAYMENT_DAYS_RANGE'],
    [
      'winner pays in 11 days',
      { winner_payment_days: 11 },
      'winner_payment_days',
      'WINNER_PAYMENT_DAYS_RANGE',
    ],
    ['a start price of zero', { start_price: '0' }, 'start_price', 'AMOUNT_NOT_POSITIVE'],
    ['a start price in words', { start_price: 'besh yuz' }, 'start_price', 'AMOUNT_NOT_A_NUMBER'],
    ['days without a number', { stay_mode: 'days', stay_days: null }, 'stay_days', 'REQUIRED'],
    [
      'part payment without months',
      { part_payment: true, part_payment_months: null },
      'part_payment_months',
      'REQUIRED',
    ],
  ])('terms: %s', async (_name, change, field, message) => {
    const id = await completeOrder();
    const before = await orderRow(id);
    const answer = await post('order/save-details', {
      id,
      section: 'terms',
      terms: { ...ORDER_STEP_INPUT.terms, ...change },
    });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toContainEqual({ path: `terms.${field}`, message });
    expect(await orderRow(id)).toEqual(before);
  });

  it('accepts the winner days at 3 and 10', async () => {
    const id = await create();
    for (const days of [3, 10]) {
      const answer = await post('order/save-details', {
        id,
        section: 'terms',
        terms: { ...ORDER_STEP_INPUT.terms, winner_payment_days: days },
      });
      expect(answer.status).toBe(200);
    }
  });

  it.each([
    ['no point chosen', { coordinates: '' }, 'coordinates', 'COORDINATES_REQUIRED'],
    ['one number', { coordinates: '41.28' }, 'coordinates', 'COORDINATES_INVALID'],
    ['words', { coordinates: 'Toshkent markazi' }, 'coordinates', 'COORDINATES_INVALID'],
    ['latitude 95', { coordinates: '95, 69.2' }, 'coordinates', 'COORDINATES_INVALID'],
    ['a point in Moscow', { coordinates: '55.75, 37.62' }, 'coordinates', 'COORDINATES_OUTSIDE'],
    ['Cyrillic street', { street: 'улица Навои' }, 'street', 'LATIN_ONLY'],
    ['an area of another region', { area_id: 1703401 }, 'area_id', 'AREA_INVALID'],
  ])('address: %s', async (_name, change, field, message) => {
    const id = await completeOrder();
    const before = await orderRow(id);
    const answer = await post('order/save-details', {
      id,
      section: 'address',
      address: { ...ORDER_STEP_INPUT.address, ...change },
    });
    expect(answer.status).toBe(400);
    const path = field === 'area_id' ? field : `address.${field}`;
    expect(fieldsOf(answer.body)).toContainEqual({ path, message });
    expect(await orderRow(id)).toEqual(before);
  });

  it.each([
    ['an unknown bank', { bank_mfo: '99999' }, 'bank_mfo', 'MFO_INVALID'],
    ['a short account', { bank_account: '2020800090' }, 'bank_account', 'BANK_ACCOUNT_INVALID'],
    ['a card failing Luhn', { card_number: '8600 1234 5678 9016' }, 'card_number', 'CARD_NUMBER_INVALID'],
    ['no card type', { card_type: 'amex' }, 'card_type', 'REQUIRED'],
  ])('requisites: %s', async (_name, change, field, message) => {
    const id = await completeOrder();
    const before = await orderRow(id);
    const answer = await post('order/update-bank-info', { id, ...ORDER_STEP_INPUT.requisites, ...change });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toContainEqual({ path: field, message });
    expect(await orderRow(id)).toEqual(before);
  });

  it('answers the refusal in the caller language', async () => {
    const id = await create();
    const answer = await get(`order/get-order?id=${id}`, owner);
    expect(answer.status).toBe(200);
    const ru = await postJson(
      server.url,
      '/api/shop/order/update-order',
      { id, ...ORDER_STEP_INPUT.property, property_name: 'Квартира' },
      mergeHeaders(owner.headers, { cookie: 'lang=ru' }),
    );
    expect((ru.body as { ERROR: { message: string } }).ERROR.message).toMatch(/Данные заполнены неверно/);
  });
});

describe('sending and taking back', () => {
  it('refuses an incomplete order, naming the steps; then 2 photos; then sends with 3', async () => {
    const id = await create();
    const incomplete = await post('order-action/do-act', { order_id: id, action: 'send' });
    expect(incomplete.status).toBe(409);
    expect(incomplete.body).toMatchObject({
      ERROR: { code: 'ORDER_INCOMPLETE', data: { missing: ['terms', 'address', 'requisites'] } },
    });
    await post('order/save-details', { id, section: 'terms', terms: ORDER_STEP_INPUT.terms });
    await post('order/save-details', { id, section: 'address', address: ORDER_STEP_INPUT.address });
    await post('order/update-bank-info', { id, ...ORDER_STEP_INPUT.requisites });
    await uploadPhotos(id, 2);
    const twoPhotos = await post('order-action/do-act', { order_id: id, action: 'send' });
    expect(twoPhotos.status).toBe(409);
    expect(twoPhotos.body).toMatchObject({
      ERROR: { code: 'ORDER_IMAGES_TOO_FEW', data: { min: 3, count: 2 } },
    });
    expect((await orderRow(id))?.status).toBe(1);

    await uploadPhotos(id, 1);
    const sent = await post('order-action/do-act', { order_id: id, action: 'send' });
    expect(sent.status).toBe(200);
    expect(doActAnswerSchema.parse(sent.body)).toEqual({ order_id: id, action: 'send', status: 2 });
    const row = await orderRow(id);
    expect(row?.status).toBe(2);
    expect(row?.sent_at).toBeInstanceOf(Date);

    const result = doActResSchema.parse((await get(`order-action/do-act-res?order_id=${id}`)).body);
    expect(result).toMatchObject({
      order_id: id,
      status: 2,
      actions: { send: false, edit: false, delete: false, cancel: true, duplicate: true },
      last: { action: 'sent', status: 2 },
    });
    const message = await db()
      .selectFrom('notifications')
      .select(['message_key', 'link', 'title'])
      .where('user_id', '=', owner.userId)
      .where('message_key', '=', 'orders:messages.sent')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(message).toMatchObject({ link: `/profile/orders/order-info/${id}` });
    expect(message?.title).toContain(String(id));
    expect((await ordersUnderModeration(db())).map((order) => order.id)).toContain(id);
  });

  it('a fixed price above 60 BHM is refused (auction only), in the caller language; at the limit it is sent', async () => {
    const id = await completeOrder();
    const fixedAt = (price: string) =>
      post('order/save-details', {
        id,
        section: 'terms',
        terms: { ...ORDER_STEP_INPUT.terms, trade_type: 2, start_price: price, estimated_price: '24000000' },
      });
    expect((await fixedAt('25 000 000')).status).toBe(200);
    const above = await call(server.url, '/api/shop/order-action/do-act', {
      method: 'POST',
      headers: mergeHeaders(owner.headers, { 'content-type': 'application/json', 'accept-language': 'ru' }),
      body: JSON.stringify({ order_id: id, action: 'send' }),
    });
    expect(above.status).toBe(400);
    // 60 x 412 000 so'm, the BHM in force since 1 August 2025.
    expect(above.body).toMatchObject({
      ERROR: { code: 'FIXED_PRICE_ABOVE_LIMIT', data: { limit: '2472000000' } },
    });
    expect((above.body as { ERROR: { message: string } }).ERROR.message).toContain('24 720 000');
    expect((await orderRow(id))?.status).toBe(1);

    expect((await fixedAt('24 720 000')).status).toBe(200);
    const sent = await post('order-action/do-act', { order_id: id, action: 'send' });
    expect(sent.status).toBe(200);
    expect((await orderRow(id))?.status).toBe(2);
  });

  it('a customer who withdrew the public-offer consent may not send until they sign again', async () => {
    const id = await completeOrder();
    expect((await post('consent/buyer/disagree', {})).status).toBe(200);
    const refused = await post('order-action/do-act', { order_id: id, action: 'send' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      ERROR: { code: 'CONSENT_REQUIRED', data: { reason: 'withdrawn' } },
    });
    expect((await orderRow(id))?.status).toBe(1);
    await seedConsent(db(), owner.userId);
    expect((await post('order-action/do-act', { order_id: id, action: 'send' })).status).toBe(200);
  });

  it('after sending, every change is refused with the spec message and nothing changes', async () => {
    const id = await completeOrder();
    expect((await post('order-action/do-act', { order_id: id, action: 'send' })).status).toBe(200);
    const before = await orderRow(id);
    for (const [url, body] of [
      ['order/update-order', { id, ...ORDER_STEP_INPUT.property }],
      ['order/save-details', { id, section: 'terms', terms: ORDER_STEP_INPUT.terms }],
      ['order/save-details', { id, section: 'address', address: ORDER_STEP_INPUT.address }],
      ['order/update-bank-info', { id, ...ORDER_STEP_INPUT.requisites }],
      ['order/delete-order', { id }],
      ['order-action/do-act', { order_id: id, action: 'send' }],
    ] as const) {
      const answer = await post(url, body);
      expect(answer.status, url).toBe(409);
      expect(answer.body, url).toMatchObject({
        ERROR: {
          code: 'ORDER_WRONG_STATE',
          message: "Buyurtmaning hozirgi holatida bu amalni bajarib bo'lmaydi.",
        },
      });
    }
    const upload = await call(server.url, '/api/shop/file/images/add', {
      method: 'POST',
      headers: owner.headers,
      body: uploadForm({ order_id: id }, [{ name: 'x.pdf', bytes: tinyPdf() }]),
    });
    expect(upload.status).toBe(409);
    expect(await orderRow(id)).toEqual(before);
  });

  it('the customer takes a sent order back (2 -> 1), may edit it, and sends it again', async () => {
    const id = await completeOrder();
    await post('order-action/do-act', { order_id: id, action: 'send' });
    const cancel = await post('order-action/do-act', { order_id: id, action: 'cancel' });
    expect(cancel.status).toBe(200);
    expect(doActAnswerSchema.parse(cancel.body).status).toBe(1);
    expect((await post('order/update-order', { id, ...ORDER_STEP_INPUT.property, quantity: 2 })).status).toBe(
      200,
    );
    expect((await post('order-action/do-act', { order_id: id, action: 'send' })).status).toBe(200);
    const flows = orderFlowsSchema.parse((await get(`order/flows?id=${id}`)).body).items;
    expect(flows.map((flow) => flow.action)).toEqual(['created', 'sent', 'cancelled', 'sent']);
  });

  it('refuses cancel while forming and once on trade', async () => {
    const id = await completeOrder();
    expect(codeOf((await post('order-action/do-act', { order_id: id, action: 'cancel' })).body)).toBe(
      'ORDER_WRONG_STATE',
    );
    await setOrderStatus(db(), id, 3);
    const onTrade = await post('order-action/do-act', { order_id: id, action: 'cancel' });
    expect(onTrade.status).toBe(409);
    expect((await orderRow(id))?.status).toBe(3);
  });

  it('an order the moderator returns is editable again and says why', async () => {
    const id = await completeOrder();
    await post('order-action/do-act', { order_id: id, action: 'send' });
    await returnOrderToCustomer(db(), { orderId: id, moderatorId: null, reason: 'Rasmlar xira' });
    const summary = orderSummarySchema.parse((await get(`order/details?id=${id}`)).body);
    expect(summary).toMatchObject({
      status: 1,
      return_reason: 'Rasmlar xira',
      actions: { edit: true, send: true },
    });
    expect(summary.returned_at).not.toBeNull();
    expect((await post('order/update-order', { id, ...ORDER_STEP_INPUT.property })).status).toBe(200);
    const flows = orderFlowsSchema.parse((await get(`order/flows?id=${id}`)).body).items;
    expect(flows.at(-1)).toMatchObject({ action: 'returned', status: 1, note: 'Rasmlar xira' });
    // A forming order cannot be returned.
    await expect(
      returnOrderToCustomer(db(), { orderId: id, moderatorId: null, reason: 'x' }),
    ).rejects.toMatchObject({
      code: 'ORDER_WRONG_STATE',
    });
  });
});

describe('delete and duplicate', () => {
  it('deletes a forming order with its files; refuses once sent', async () => {
    const id = await completeOrder();
    const deleted = await post('order/delete-order', { id });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    expect(await orderRow(id)).toBeUndefined();
    const files = await db().selectFrom('order_files').select('id').where('order_id', '=', id).execute();
    expect(files).toEqual([]);
    expect((await get(`order/details?id=${id}`)).status).toBe(404);
  });

  it.each([
    [0, 400],
    [11, 400],
    [-1, 400],
    [1.5, 400],
  ])('refuses %s copies', async (copies, status) => {
    const id = await create();
    const answer = await post('order/duplicate', { id, copies });
    expect(answer.status).toBe(status);
    expect(fieldsOf(answer.body)).toEqual([{ path: 'copies', message: 'COPIES_RANGE' }]);
  });

  it.each([1, 10])(
    'makes %s forming copies of a sent order, fields and requisites, no files',
    async (copies) => {
      const id = await completeOrder();
      await post('order-action/do-act', { order_id: id, action: 'send' });
      const answer = await post('order/duplicate', { id, copies });
      expect(answer.status).toBe(200);
      const { ids } = answer.body as { ids: number[] };
      expect(ids).toHaveLength(copies);
      const source = orderFormSchema.parse((await get(`order/get-order?id=${id}`)).body);
      for (const copyId of ids) {
        const copy = orderFormSchema.parse((await get(`order/get-order?id=${copyId}`)).body);
        expect(copy.summary.status).toBe(1);
        expect(copy.terms).toEqual(source.terms);
        expect(copy.requisites).toEqual(source.requisites);
        expect(copy.address).toEqual(source.address);
        expect(copy.summary.missing).toEqual(['files']);
        const flows = orderFlowsSchema.parse((await get(`order/flows?id=${copyId}`)).body).items;
        expect(flows).toMatchObject([{ action: 'duplicated', note: `#${id}` }]);
      }
    },
  );
});

describe('reads', () => {
  it('lists the caller orders newest first, paged, and nobody else sees them', async () => {
    const customer = await signIn(server, { role: 'customer' });
    const first = await create(customer);
    const second = await create(customer);
    const page = orderListSchema.parse((await get('order/list?page=1&size=1', customer)).body);
    expect(page).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(page.items.map((item) => item.id)).toEqual([second]);
    const all = orderListSchema.parse((await get('order/list', customer)).body);
    expect(all.items.map((item) => item.id)).toEqual([second, first]);
    expect(
      orderListSchema.parse((await get('order/list', stranger)).body).items.map((i) => i.id),
    ).not.toContain(first);
  });

  it('full-info, tab-details, fee and lots', async () => {
    const id = await completeOrder();
    await call(server.url, '/api/shop/file/documents/add', {
      method: 'POST',
      headers: owner.headers,
      body: uploadForm({ order_id: id, visible: 'true' }, [{ name: 'guvohnoma.pdf', bytes: tinyPdf() }]),
    });
    const info = orderFullInfoSchema.parse((await get(`order/full-info?id=${id}`)).body);
    expect(info.images).toHaveLength(3);
    expect(info.documents.map((doc) => [doc.name, doc.visible])).toEqual([['guvohnoma.pdf', true]]);
    expect(info.bank_name).toBe('Asaka bank');
    expect(info.fee).toEqual({ price: '45000000000', fee: '450000000', basis_points: 100 });
    expect(info.summary.main_photo).toMatch(/^\/files\/[0-9a-f-]+\/thumb$/);
    const ru = orderFullInfoSchema.parse(
      (await get(`order/full-info?id=${id}`, owner, { cookie: 'lang=ru' })).body,
    );
    expect(ru.bank_name).toBe('Асака банк');
    expect(orderTabDetailsSchema.parse((await get(`order/tab-details?id=${id}`)).body)).toEqual({
      images: 3,
      documents: 1,
      flows: 1,
      lots: 0,
    });
    expect(additionalFeeSchema.parse((await get(`order/get-additional-fee?id=${id}`)).body).fee).toBe(
      '450000000',
    );
    expect(orderLotsSchema.parse((await get(`order/lots?id=${id}`)).body)).toEqual({ items: [] });
    const fresh = await create();
    expect(additionalFeeSchema.parse((await get(`order/get-additional-fee?id=${fresh}`)).body)).toEqual({
      price: null,
      fee: null,
      basis_points: 100,
    });
  });
});

describe('who may call', () => {
  const reads = [
    'list',
    'details',
    'get-order',
    'full-info',
    'flows',
    'lots',
    'tab-details',
    'get-additional-fee',
  ];

  it('another customer gets 404 for every call on the order', async () => {
    const id = await completeOrder();
    for (const read of reads.filter((r) => r !== 'list')) {
      expect((await get(`order/${read}?id=${id}`, stranger)).status, read).toBe(404);
    }
    expect((await get(`order-action/do-act-res?order_id=${id}`, stranger)).status).toBe(404);
    for (const [url, body] of [
      ['order/update-order', { id, ...ORDER_STEP_INPUT.property }],
      ['order/save-details', { id, section: 'terms', terms: ORDER_STEP_INPUT.terms }],
      ['order/update-bank-info', { id, ...ORDER_STEP_INPUT.requisites }],
      ['order/delete-order', { id }],
      ['order/duplicate', { id, copies: 1 }],
      ['order-action/do-act', { order_id: id, action: 'send' }],
    ] as const) {
      expect((await post(url, body, stranger)).status, url).toBe(404);
    }
    expect((await orderRow(id))?.status).toBe(1);
  });

  it('a buyer-only account gets 403, a guest 401', async () => {
    for (const read of reads) {
      expect((await get(`order/${read}?id=1`, buyer)).status, read).toBe(403);
      expect((await get(`order/${read}?id=1`, null)).status, read).toBe(401);
    }
    const create = await post('order/create-order', ORDER_STEP_INPUT.property, buyer);
    expect(create.status).toBe(403);
    expect(codeOf(create.body)).toBe('FORBIDDEN');
    expect((await post('order-action/do-act', { order_id: 1, action: 'send' }, buyer)).status).toBe(403);
  });

  it('answers 405 for a wrong method and 400 for a bad id', async () => {
    expect((await get('order/create-order')).status).toBe(405);
    expect((await get('order/details?id=abc')).status).toBe(400);
    expect((await post('order-action/do-act', { order_id: 1, action: 'approve' })).status).toBe(400);
  });
});

describe('dictionaries the form needs', () => {
  it('answers banks with MFO codes, the order categories as groups with children, and the order methods', async () => {
    const banks = (await get('dictionaries/bank', null)).body as { mfo: string; name: { uz: string } }[];
    expect(banks.find((bank) => bank.mfo === '00873')?.name.uz).toBe('Asaka bank');
    const categories = (await get('dictionaries/order-categories', null)).body as {
      id: number;
      parent_id: number | null;
      children: { id: number }[];
    }[];
    expect(categories.every((group) => group.parent_id === null)).toBe(true);
    expect(categories.find((group) => group.id === 1)?.children.map((child) => child.id)).toContain(2);
    const methods = (await get('dictionaries/order-methods', null)).body as { code: string }[];
    expect(methods.map((method) => method.code)).toEqual(['auction', 'fixed_price']);
  });
});
