/**
 * The operator's moderation desk (api/shop/operator/orders): the queue and one order, who may call,
 * and the three decisions: approve makes the order's lot (photos, visible documents, schedule) and
 * the lot shows in the catalogue; return and reject need a reason; every decision is refused
 * outside the check with nothing written; two approvals at once make one lot.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auctionSchedule,
  moderationAnswerSchema,
  moderationOrderInfoSchema,
  moderationQueueSchema,
  orderSummarySchema,
  type LotList,
} from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { seedConsent } from '../../server/src/modules/consent/seeded-consent';
import { holidaysAround } from '../../server/src/lib/uzbek-holidays';
import { jpegWithExif, tinyPdf, uploadForm } from '../support/files';
import { call, postJson } from '../support/http';
import { ORDER_STEP_INPUT } from '../support/orders';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

let server: Running;
let storageDir: string;
let uploadDir: string;
let customer: TestUser;
let operator: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'kim-moderation-'));
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'kim-moderation-up-'));
  server = await startTestServer({ FILE_STORAGE_DIR: storageDir, FILE_UPLOAD_DIR: uploadDir });
  customer = await signIn(server, { role: 'customer', phone: '+998997720720' });
  operator = await signIn(server, { role: 'operator' });
  buyer = await signIn(server, { role: 'buyer' });
  await seedConsent(server.deps.db, customer.userId);
});

afterAll(async () => {
  await server?.close();
  await rm(storageDir, { recursive: true, force: true });
  await rm(uploadDir, { recursive: true, force: true });
});

const db = () => server.deps.db;
const post = (url: string, body: unknown, user: TestUser | null = operator) =>
  postJson(server.url, `/api/shop/${url}`, body, user?.headers ?? {});
const get = (url: string, user: TestUser | null = operator) =>
  call(server.url, `/api/shop/${url}`, { headers: user?.headers ?? {} });
const codeOf = (body: unknown) => (body as { ERROR: { code: string } }).ERROR.code;

/** A complete order with 3 photos and 2 documents (one visible), sent by the customer: status 2. */
async function sentOrder(terms: Record<string, unknown> = {}): Promise<number> {
  const created = await post('order/create-order', ORDER_STEP_INPUT.property, customer);
  expect(created.status).toBe(200);
  const id = (created.body as { id: number }).id;
  const steps = [
    post(
      'order/save-details',
      { id, section: 'terms', terms: { ...ORDER_STEP_INPUT.terms, ...terms } },
      customer,
    ),
    post('order/save-details', { id, section: 'address', address: ORDER_STEP_INPUT.address }, customer),
    post('order/update-bank-info', { id, ...ORDER_STEP_INPUT.requisites }, customer),
  ];
  for (const step of await Promise.all(steps)) expect(step.status).toBe(200);
  const photos = await Promise.all(
    [0, 1, 2].map(async (i) => ({ name: `uy-${i}.jpg`, bytes: await jpegWithExif(320, 240) })),
  );
  const uploads = [
    ['images/add', {}, photos],
    ['documents/add', { visible: 'true' }, [{ name: 'guvohnoma.pdf', bytes: tinyPdf() }]],
    ['documents/add', {}, [{ name: 'ichki.pdf', bytes: tinyPdf() }]],
  ] as const;
  for (const [where, fields, files] of uploads) {
    const answer = await call(server.url, `/api/shop/file/${where}`, {
      method: 'POST',
      headers: customer.headers,
      body: uploadForm({ order_id: id, ...fields }, [...files]),
    });
    expect(answer.status).toBe(200);
  }
  const sent = await post('order-action/do-act', { order_id: id, action: 'send' }, customer);
  expect(sent.status).toBe(200);
  return id;
}

const orderRow = (id: number) =>
  db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const flowsOf = (id: number) =>
  db()
    .selectFrom('order_flows')
    .select(['action', 'status', 'note', 'user_id'])
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
const lotsOf = (id: number) => db().selectFrom('lots').selectAll().where('order_id', '=', id).execute();
const messagesOf = (userId: string) =>
  db()
    .selectFrom('notifications')
    .select(['message_key', 'link'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('the queue and one order', () => {
  it('lists orders under the check, oldest sent first, with paging, and opens one with everything', async () => {
    const first = await sentOrder();
    const second = await sentOrder();
    const page = moderationQueueSchema.parse((await get('operator/orders?page=1&size=100')).body);
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(page.items.find((item) => item.id === first)).toMatchObject({
      status: 2,
      customer_phone: '+998997720720',
      property_name: ORDER_STEP_INPUT.property.property_name,
    });
    const one = moderationQueueSchema.parse((await get('operator/orders?page=1&size=1')).body);
    expect(one.items).toHaveLength(1);
    expect(one.total).toBe(page.total);

    const info = moderationOrderInfoSchema.parse((await get(`operator/orders/${first}`)).body);
    expect(info.summary.id).toBe(first);
    expect(info.images).toHaveLength(3);
    expect(info.documents.map((doc) => [doc.name, doc.visible])).toEqual([
      ['guvohnoma.pdf', true],
      ['ichki.pdf', false],
    ]);
    expect(info.requisites.bank_account).toBe('20208000900100200300');
    expect(info.bank_name).toBe('Asaka bank');
    expect(info.flows.map((flow) => flow.action)).toEqual(['created', 'sent']);
    // The operator may read the order's photos and documents.
    const photo = await call(server.url, info.images[0]!.url, { headers: operator.headers });
    expect(photo.status).toBe(200);
  });

  it('answers 401 to a guest, 403 to a customer and a buyer, 404 for no such order, 400 for a bad id', async () => {
    const id = await sentOrder();
    expect((await get('operator/orders', null)).status).toBe(401);
    for (const user of [customer, buyer]) {
      expect((await get('operator/orders', user)).status).toBe(403);
      expect((await get(`operator/orders/${id}`, user)).status).toBe(403);
      expect((await post(`operator/orders/${id}/approve`, {}, user)).status).toBe(403);
      expect((await post(`operator/orders/${id}/reject`, { reason: 'x' }, user)).status).toBe(403);
    }
    const guest = await guestHeaders(server);
    expect(
      (await postJson(server.url, `/api/shop/operator/orders/${id}/return`, { reason: 'x' }, guest)).status,
    ).toBe(401);
    expect((await get('operator/orders/2147483000')).status).toBe(404);
    expect((await get('operator/orders/abc')).status).toBe(400);
    expect((await orderRow(id)).status).toBe(2);
  });
});

describe('approve', () => {
  it('puts the order on trade: its lot with photos, visible documents and the schedule; a flow row and a message', async () => {
    const id = await sentOrder();
    const before = new Date();
    const answer = await post(`operator/orders/${id}/approve`, {});
    expect(answer.status).toBe(200);
    const decided = moderationAnswerSchema.parse(answer.body);
    expect(decided).toMatchObject({ order_id: id, decision: 'approve', status: 3 });

    const lots = await lotsOf(id);
    expect(lots).toHaveLength(1);
    const lot = lots[0]!;
    expect(decided.lot_ids).toEqual([lot.id]);
    expect(lot).toMatchObject({
      name_uz: ORDER_STEP_INPUT.property.property_name,
      category_id: 2,
      region_id: 1726,
      area_id: 1726294,
      address: "Bunyodkor ko'chasi, 12-uy",
      latitude: 41.2856,
      longitude: 69.2035,
      quantity: 1,
      trade_type: 1,
      payment_type: 2,
      part_payment_months: 12,
      lot_status: 2,
      start_price: '45000000000',
      deposit_amount: '2250000000',
      winner_payment_days: 5,
    });
    expect(Number(lot.deposit_percent)).toBe(5);
    // Published now; opens 10:00 Tashkent the next working day; closes 18:00 of the 5th.
    expect(lot.published_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const expected = auctionSchedule(lot.published_at, holidaysAround(lot.published_at));
    expect(lot.starts_at.toISOString()).toBe(expected.startsAt.toISOString());
    expect(lot.ends_at.toISOString()).toBe(expected.endsAt.toISOString());
    expect(new Date(lot.starts_at.getTime() + 5 * 3_600_000).getUTCHours()).toBe(10);
    expect(new Date(lot.ends_at.getTime() + 5 * 3_600_000).getUTCHours()).toBe(18);

    const photos = await db()
      .selectFrom('lot_photos')
      .select(['url', 'is_main'])
      .where('lot_id', '=', lot.id)
      .orderBy('sort_order')
      .execute();
    expect(photos).toHaveLength(3);
    expect(photos[0]).toMatchObject({ is_main: true });
    for (const photo of photos) expect(photo.url).toMatch(/^\/files\/[0-9a-f-]+\/display$/);
    expect(lot.main_photo).toBe(photos[0]!.url);
    // On trade, the photos are public: a guest's catalogue shows them.
    expect((await call(server.url, photos[0]!.url)).status).toBe(200);
    const documents = await db()
      .selectFrom('lot_documents')
      .select(['name', 'url'])
      .where('lot_id', '=', lot.id)
      .execute();
    expect(documents.map((doc) => doc.name)).toEqual(['guvohnoma.pdf']);

    expect((await orderRow(id)).status).toBe(3);
    expect((await flowsOf(id)).at(-1)).toMatchObject({
      action: 'approved',
      status: 3,
      user_id: operator.userId,
    });
    expect((await messagesOf(customer.userId)).at(-1)).toMatchObject({
      message_key: 'orders:messages.approved',
      link: `/profile/orders/order-info/${id}`,
    });
    // The start job is scheduled at the lot's start.
    const job = await server.deps.queues.auction.getJob(`start-${lot.id}-${lot.starts_at.getTime()}`);
    expect(job?.data).toEqual({ lotId: lot.id, atMs: lot.starts_at.getTime() });

    // The lot is in the catalogue at once (the list's memory is cleared by the lots trigger).
    const list = await call<LotList>(server.url, `/api/shop/shop-lots/lot-list?i=0&q=${lot.lot_number}`);
    expect(list.body.items.map((item) => item.lot_number)).toEqual([lot.lot_number]);
    // The order left the queue; the customer's order shows it on trade.
    const queue = moderationQueueSchema.parse((await get('operator/orders?size=100')).body);
    expect(queue.items.map((item) => item.id)).not.toContain(id);
    expect((await post(`operator/orders/${id}/approve`, {})).status).toBe(409);
  });

  it('makes a fixed-price lot of copies at the unit price, on sale from the start for its stay', async () => {
    const id = await sentOrder({
      trade_type: 2,
      start_price: '1 000 000',
      stay_days: 30,
      part_payment: false,
      part_payment_months: null,
    });
    await db().updateTable('orders').set({ quantity: 4 }).where('id', '=', id).execute();
    expect((await post(`operator/orders/${id}/approve`, {})).status).toBe(200);
    const [lot] = await lotsOf(id);
    expect(lot).toMatchObject({
      trade_type: 2,
      quantity: 4,
      start_price: '100000000',
      lot_status: 1,
      deposit_amount: '0',
    });
    const days = (lot!.ends_at.getTime() - lot!.starts_at.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(29 + 8 / 24, 5);
  });

  it('two approvals at once make one lot; the other is refused', async () => {
    const id = await sentOrder();
    const answers = await Promise.all([
      post(`operator/orders/${id}/approve`, {}),
      post(`operator/orders/${id}/approve`, {}),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await lotsOf(id)).toHaveLength(1);
    expect((await flowsOf(id)).filter((flow) => flow.action === 'approved')).toHaveLength(1);
  });
});

describe('return and reject', () => {
  it('need a reason of at most 500 characters; a refused call writes nothing', async () => {
    const id = await sentOrder();
    for (const decision of ['return', 'reject']) {
      for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'a\u0000b' }]) {
        const answer = await post(`operator/orders/${id}/${decision}`, body);
        expect(answer.status).toBe(400);
        expect(codeOf(answer.body)).toBe('VALIDATION');
      }
    }
    expect(await orderRow(id)).toMatchObject({ status: 2, rejected_at: null, returned_at: null });
    expect((await flowsOf(id)).map((flow) => flow.action)).toEqual(['created', 'sent']);
  });

  it('return sends the order back to forming with the reason, and the customer reads it', async () => {
    const id = await sentOrder();
    const answer = await post(`operator/orders/${id}/return`, { reason: 'Rasmlar xira' });
    expect(moderationAnswerSchema.parse(answer.body)).toEqual({
      order_id: id,
      decision: 'return',
      status: 1,
      lot_ids: [],
    });
    expect(await orderRow(id)).toMatchObject({ status: 1, return_reason: 'Rasmlar xira' });
    expect((await flowsOf(id)).at(-1)).toMatchObject({ action: 'returned', status: 1, note: 'Rasmlar xira' });
    expect((await messagesOf(customer.userId)).at(-1)?.message_key).toBe('orders:messages.returned');
  });

  it('reject ends the order at the check: out of the queue, only a copy may be made of it', async () => {
    const id = await sentOrder();
    const answer = await post(`operator/orders/${id}/reject`, { reason: 'Hujjatlar soxta' });
    expect(moderationAnswerSchema.parse(answer.body)).toEqual({
      order_id: id,
      decision: 'reject',
      status: 2,
      lot_ids: [],
    });
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 2, reject_reason: 'Hujjatlar soxta' });
    expect(row.rejected_at).toBeInstanceOf(Date);
    expect((await flowsOf(id)).at(-1)).toMatchObject({
      action: 'rejected',
      status: 2,
      note: 'Hujjatlar soxta',
    });
    expect((await messagesOf(customer.userId)).at(-1)?.message_key).toBe('orders:messages.rejected');
    const queue = moderationQueueSchema.parse((await get('operator/orders?size=100')).body);
    expect(queue.items.map((item) => item.id)).not.toContain(id);
    const info = moderationOrderInfoSchema.parse((await get(`operator/orders/${id}`)).body);
    expect(info.reject_reason).toBe('Hujjatlar soxta');

    // The customer can no longer take it back, edit or send it.
    const summary = orderSummarySchema.parse((await get(`order/details?id=${id}`, customer)).body);
    expect(summary.actions).toEqual({
      send: false,
      edit: false,
      delete: false,
      cancel: false,
      duplicate: true,
    });
    const cancel = await post('order-action/do-act', { order_id: id, action: 'cancel' }, customer);
    expect(cancel.status).toBe(409);
    expect((await orderRow(id)).status).toBe(2);
  });

  it("every decision outside the check is ORDER_WRONG_STATE in the reader's language, and writes nothing", async () => {
    const forming = (
      await post('order/create-order', ORDER_STEP_INPUT.property, customer).then(
        (a) => a.body as { id: number },
      )
    ).id;
    const rejected = await sentOrder();
    await post(`operator/orders/${rejected}/reject`, { reason: "Yo'q" });
    for (const id of [forming, rejected]) {
      const before = await orderRow(id);
      const flowsBefore = await flowsOf(id);
      for (const [decision, body] of [
        ['approve', {}],
        ['return', { reason: 'Qayta' }],
        ['reject', { reason: 'Yana' }],
      ] as const) {
        const answer = await postJson(server.url, `/api/shop/operator/orders/${id}/${decision}`, body, {
          ...operator.headers,
          'Accept-Language': 'ru',
        });
        expect(answer.status).toBe(409);
        expect(answer.body).toMatchObject({ ERROR: { code: 'ORDER_WRONG_STATE' } });
      }
      expect(await orderRow(id)).toEqual(before);
      expect(await flowsOf(id)).toEqual(flowsBefore);
      expect(await lotsOf(id)).toHaveLength(0);
    }
  });
});

describe('the decisions through order-action/do-act (an operator calling)', () => {
  it('approve, return and reject decide as the desk does; do-act-res reads any order for an operator', async () => {
    const approved = await sentOrder();
    const answer = await post('order-action/do-act', { order_id: approved, action: 'approve' });
    expect(answer.status).toBe(200);
    const lots = await lotsOf(approved);
    expect(answer.body).toEqual({ order_id: approved, action: 'approve', status: 3, lot_ids: [lots[0]!.id] });
    expect((await flowsOf(approved)).map((flow) => flow.action)).toEqual(['created', 'sent', 'approved']);

    const returned = await sentOrder();
    expect(
      (await post('order-action/do-act', { order_id: returned, action: 'return', reason: 'Rasm' })).body,
    ).toEqual({ order_id: returned, action: 'return', status: 1, lot_ids: [] });
    expect(await orderRow(returned)).toMatchObject({ status: 1, return_reason: 'Rasm' });

    const rejected = await sentOrder();
    await post('order-action/do-act', { order_id: rejected, action: 'reject', reason: "Hujjat yo'q" });
    expect(await orderRow(rejected)).toMatchObject({ status: 2, reject_reason: "Hujjat yo'q" });

    const res = await get(`order-action/do-act-res?order_id=${rejected}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      order_id: rejected,
      status: 2,
      last: { action: 'rejected', note: "Hujjat yo'q" },
    });
  });

  it('return and reject need a reason; a customer may not decide and an operator may not send; nothing is written', async () => {
    const id = await sentOrder();
    const before = await orderRow(id);
    const flowsBefore = await flowsOf(id);
    for (const action of ['return', 'reject']) {
      const answer = await post('order-action/do-act', { order_id: id, action });
      expect(answer.status).toBe(400);
    }
    // A customer's "approve" is not one of their actions; an operator's "send" not one of theirs.
    expect((await post('order-action/do-act', { order_id: id, action: 'approve' }, customer)).status).toBe(
      400,
    );
    expect((await post('order-action/do-act', { order_id: id, action: 'send' })).status).toBe(400);
    // A buyer may call neither.
    expect((await post('order-action/do-act', { order_id: id, action: 'approve' }, buyer)).status).toBe(403);
    expect((await get(`order-action/do-act-res?order_id=${id}`, buyer)).status).toBe(403);
    expect(await orderRow(id)).toEqual(before);
    expect(await flowsOf(id)).toEqual(flowsBefore);
    expect(await lotsOf(id)).toHaveLength(0);
  });
});
