/**
 * Repeated auctions (api/shop/order-action/repeat-terms and repeat-lot): which lots may be put up
 * again and at which prices, the new lot (photos, documents, schedule, number, link, start job,
 * catalogue, lot page), the order's history, message and status, the chain down to half of the
 * original price, who may call, and two repeats at once making one lot. A refused call writes
 * nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  auctionSchedule,
  tashkentDay,
  fixedPriceSchedule,
  lotDetailsSchema,
  orderLotsSchema,
  repeatLotAnswerSchema,
  repeatTermsSchema,
  type LotList,
  type RepeatTermsAnswer,
} from '@kimoshdi/shared';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import type { Running } from '../../server/src/boot';
import { publishDueRepeats } from '../../server/src/modules/order';
import { lifecycleContext } from '../../server/src/modules/auction/lifecycle/context';
import { startAuction } from '../../server/src/modules/auction/lifecycle/start';
import { insertLot } from '../../server/src/modules/lot/lot-write.repository';
import { holidaysAround } from '../../server/src/lib/uzbek-holidays';
import { call, postJson } from '../support/http';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';
import { moveLot, tradedOrder } from '../support/traded-order';

let server: Running;
let storageDir: string;
let uploadDir: string;
let customer: TestUser;
let otherCustomer: TestUser;
let operator: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'kim-repeat-'));
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'kim-repeat-up-'));
  server = await startTestServer({ FILE_STORAGE_DIR: storageDir, FILE_UPLOAD_DIR: uploadDir });
  customer = await signIn(server, { role: 'customer', phone: '+998997740740' });
  otherCustomer = await signIn(server, { role: 'customer', phone: '+998997740741' });
  operator = await signIn(server, { role: 'operator' });
  buyer = await signIn(server, { role: 'buyer' });
});

afterAll(async () => {
  await server?.close();
  await rm(storageDir, { recursive: true, force: true });
  await rm(uploadDir, { recursive: true, force: true });
});

const db = () => server.deps.db;
const terms = async (lotId: number, user: TestUser = customer): Promise<RepeatTermsAnswer> => {
  const answer = await call(server.url, `/api/shop/order-action/repeat-terms?lot_id=${lotId}`, {
    headers: user.headers,
  });
  expect(answer.status).toBe(200);
  return repeatTermsSchema.parse(answer.body);
};
const repeat = (lotId: number, startPrice: unknown, user: TestUser | null = customer, lang = 'uz') =>
  postJson(
    server.url,
    '/api/shop/order-action/repeat-lot',
    { lot_id: lotId, start_price: startPrice },
    { ...(user?.headers ?? {}), 'Accept-Language': lang },
  );
const error = (body: unknown) => (body as { ERROR: { code: string; message: string; data?: unknown } }).ERROR;
const lotsOf = (orderId: number) =>
  db().selectFrom('lots').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const orderOf = (orderId: number) =>
  db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const flowsOf = (orderId: number) =>
  db()
    .selectFrom('order_flows')
    .select(['action', 'status', 'note', 'user_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
const messagesOf = (userId: string) =>
  db()
    .selectFrom('notifications')
    .select(['message_key', 'link', 'title', 'content'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
/** What a refused call must leave as it was. */
const snapshot = async (orderId: number) => ({
  order: await orderOf(orderId),
  lots: await lotsOf(orderId),
  flows: await flowsOf(orderId),
  messages: (await messagesOf(customer.userId)).length,
});

/** The order form's price: 450 000 000 so'm, in tiyin; half is the floor. */
const ORIGINAL = 45_000_000_000n;
const FLOOR = 22_500_000_000n;

describe('which lots may be put up again', () => {
  it('allows not held, no bids, not sold and price not confirmed; refuses the others with the reason, writing nothing', async () => {
    const { orderId, lotId } = await tradedOrder(server, customer, operator);
    for (const status of [6, 16, 9, 11]) {
      await db().updateTable('lots').set({ lot_status: status }).where('id', '=', lotId).execute();
      expect(await terms(lotId)).toEqual({
        lot_id: lotId,
        lot_number: expect.stringMatching(/^9\d{9}$/) as unknown,
        trade_type: 1,
        allowed: true,
        reason: null,
        round: 1,
        original_price: ORIGINAL.toString(),
        previous_price: ORIGINAL.toString(),
        floor_price: FLOOR.toString(),
        suggested_price: '40500000000',
      });
    }
    for (const [status, reason] of [
      [10, 'withdrawn'],
      [13, 'cancelled'],
      [5, 'sold'],
      [7, 'sold'],
      [8, 'sold'],
      [2, 'not_finished'],
      [4, 'not_finished'],
      [12, 'not_finished'],
    ] as const) {
      await db().updateTable('lots').set({ lot_status: status }).where('id', '=', lotId).execute();
      const seen = await terms(lotId);
      expect(seen).toMatchObject({ allowed: false, reason, round: null, suggested_price: null });
      const before = await snapshot(orderId);
      const answer = await repeat(lotId, '405 000 000', customer, 'ru');
      expect(answer.status).toBe(409);
      expect(error(answer.body)).toMatchObject({ code: 'REPEAT_NOT_ALLOWED', data: { reason } });
      expect(await snapshot(orderId)).toEqual(before);
    }
    // The message names the reason in the reader's language.
    const withdrawn = 10;
    await db().updateTable('lots').set({ lot_status: withdrawn }).where('id', '=', lotId).execute();
    expect(error((await repeat(lotId, '405 000 000', customer, 'ru')).body).message).toBe(
      'Этот лот нельзя выставить повторно: он снят с торгов.',
    );
    expect(error((await repeat(lotId, '405 000 000', customer, 'uz')).body).message).toBe(
      "Bu lotni qayta savdoga qo'yib bo'lmaydi: u savdodan olingan.",
    );
  });

  it('only the latest lot of the order: an earlier one is refused as not the latest', async () => {
    const { orderId, lotId } = await tradedOrder(server, customer, operator);
    await moveLot(server, lotId, 16);
    const [first] = await lotsOf(orderId);
    // A later lot of the same order (an order of several lots, written as the catalogue writes one).
    await insertLot(db(), {
      orderId,
      orderType: 1,
      lotNumber: `${first!.lot_number}/b`,
      name: { uz: 'Ikkinchi lot', ru: 'Второй лот' },
      categoryId: 2,
      regionId: 1726,
      areaId: 1726294,
      address: 'Toshkent',
      tradeType: 1,
      paymentType: 1,
      lotStatus: 16,
      startPrice: 10_000_000_000n,
      depositPercent: 5,
      publishedAt: new Date(),
      startsAt: new Date(),
      endsAt: new Date(),
    });
    expect(await terms(lotId)).toMatchObject({ allowed: false, reason: 'not_latest' });
    const answer = await repeat(lotId, '405 000 000');
    expect(answer.status).toBe(409);
    expect(error(answer.body)).toMatchObject({ code: 'REPEAT_NOT_ALLOWED', data: { reason: 'not_latest' } });
  });
});

describe('who may call', () => {
  it('another customer gets 404, a guest 401, a buyer 403, an unknown lot 404, a bad body 400', async () => {
    const { orderId, lotId } = await tradedOrder(server, customer, operator);
    await moveLot(server, lotId, 6);
    const before = await snapshot(orderId);
    const other = await call(server.url, `/api/shop/order-action/repeat-terms?lot_id=${lotId}`, {
      headers: otherCustomer.headers,
    });
    expect(other.status).toBe(404);
    expect((await repeat(lotId, '405 000 000', otherCustomer)).status).toBe(404);
    const guest = await guestHeaders(server);
    expect(
      (await call(server.url, `/api/shop/order-action/repeat-terms?lot_id=${lotId}`, { headers: guest }))
        .status,
    ).toBe(401);
    const guestRepeat = await postJson(
      server.url,
      '/api/shop/order-action/repeat-lot',
      { lot_id: lotId, start_price: '405 000 000' },
      guest,
    );
    expect(guestRepeat.status).toBe(401);
    expect((await repeat(lotId, '405 000 000', buyer)).status).toBe(403);
    expect((await repeat(2_147_000_000, '405 000 000')).status).toBe(404);
    for (const price of ['', 'abc', '-5', '1.234', 0]) {
      const answer = await repeat(lotId, price);
      expect(answer.status).toBe(400);
      expect(error(answer.body).code).toBe('VALIDATION');
    }
    expect(await snapshot(orderId)).toEqual(before);
  });
});

describe('the prices', () => {
  it('refuses below the floor, equal to or above the previous price, with the bounds as money; the floor itself is allowed', async () => {
    const { orderId, lotId } = await tradedOrder(server, customer, operator);
    await moveLot(server, lotId, 16);
    const before = await snapshot(orderId);
    for (const price of ['224 999 999.99', '100 000 000', '450 000 000', '500 000 000']) {
      const answer = await repeat(lotId, price, customer, 'ru');
      expect(answer.status).toBe(400);
      expect(error(answer.body)).toEqual({
        code: 'REPEAT_PRICE_OUT_OF_RANGE',
        message:
          'Новая начальная цена должна быть не ниже 225 000 000 UZS (половина первоначальной) и ниже текущей (450 000 000 UZS).',
        data: { min: FLOOR.toString(), below: ORIGINAL.toString() },
      });
    }
    expect(await snapshot(orderId)).toEqual(before);
    const atFloor = await repeat(lotId, '225 000 000');
    expect(atFloor.status).toBe(200);
    expect(repeatLotAnswerSchema.parse(atFloor.body)).toMatchObject({
      start_price: FLOOR.toString(),
      round: 1,
    });
    // At the floor there is no lower price: no further repeat.
    const [, repeated] = await lotsOf(orderId);
    await moveLot(server, repeated!.id, 16);
    expect(await terms(repeated!.id)).toMatchObject({
      allowed: false,
      reason: 'at_floor',
      previous_price: FLOOR.toString(),
      floor_price: FLOOR.toString(),
    });
    const again = await repeat(repeated!.id, '224 000 000', customer, 'en');
    expect(again.status).toBe(409);
    expect(error(again.body)).toMatchObject({
      code: 'REPEAT_NOT_ALLOWED',
      message: "This lot's start price is already half of the original: it cannot be lowered further.",
      data: { reason: 'at_floor' },
    });
  });
});

describe('putting a lot up again', () => {
  it('makes the new lot like the approval does, links it, tells the customer and schedules its start; the order is on trade again', async () => {
    const { orderId, lotId } = await tradedOrder(server, customer, operator);
    // The real road to "not held": the start comes and nobody applied.
    await db()
      .updateTable('lots')
      .set({ starts_at: new Date(Date.now() - 60_000) })
      .where('id', '=', lotId)
      .execute();
    expect(await startAuction(lifecycleContext(server.deps), lotId)).toEqual({
      kind: 'not-held',
      applicants: 0,
    });
    expect((await orderOf(orderId)).status).toBe(6);

    const offered = await terms(lotId);
    expect(offered).toMatchObject({ allowed: true, round: 1, suggested_price: '40500000000' });
    const before = new Date();
    const answer = await repeat(lotId, '405 000 000');
    expect(answer.status).toBe(200);
    const made = repeatLotAnswerSchema.parse(answer.body);

    const [old, fresh] = await lotsOf(orderId);
    expect(made).toEqual({
      order_id: orderId,
      order_status: 3,
      repeat_of_lot_id: lotId,
      lot_id: fresh!.id,
      lot_number: `${old!.lot_number}-1`,
      round: 1,
      start_price: '40500000000',
      lot_status: 2,
      published_at: fresh!.published_at.toISOString(),
      starts_at: fresh!.starts_at.toISOString(),
      ends_at: fresh!.ends_at.toISOString(),
    });
    // Applications close an hour before the start, as for an approval's lot.
    expect(fresh!.applications_close_at?.getTime()).toBe(fresh!.starts_at.getTime() - 3_600_000);
    expect(old).toMatchObject({ lot_status: 6, repeat_of_lot_id: null, repeat_round: 0 });
    expect(fresh).toMatchObject({
      lot_number: `${old!.lot_number}-1`,
      repeat_of_lot_id: lotId,
      repeat_round: 1,
      lot_status: 2,
      start_price: '40500000000',
      deposit_amount: '2025000000',
      name_uz: old!.name_uz,
      category_id: old!.category_id,
      region_id: old!.region_id,
      area_id: old!.area_id,
      address: old!.address,
      latitude: old!.latitude,
      longitude: old!.longitude,
      trade_type: 1,
      payment_type: old!.payment_type,
      part_payment_months: old!.part_payment_months,
      winner_payment_days: old!.winner_payment_days,
    });
    // Scheduled from now, as an approval's lot is.
    expect(fresh!.published_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const schedule = auctionSchedule(fresh!.published_at, holidaysAround(fresh!.published_at));
    expect(fresh!.starts_at.toISOString()).toBe(schedule.startsAt.toISOString());
    expect(fresh!.ends_at.toISOString()).toBe(schedule.endsAt.toISOString());
    const job = await server.deps.queues.auction.getJob(`start-${fresh!.id}-${fresh!.starts_at.getTime()}`);
    expect(job?.data).toEqual({ lotId: fresh!.id, atMs: fresh!.starts_at.getTime() });

    // The same photos and visible documents.
    const photosOf = (id: number) =>
      db()
        .selectFrom('lot_photos')
        .select(['url', 'is_main'])
        .where('lot_id', '=', id)
        .orderBy('sort_order')
        .execute();
    const documentsOf = (id: number) =>
      db()
        .selectFrom('lot_documents')
        .select(['name', 'url'])
        .where('lot_id', '=', id)
        .orderBy('sort_order')
        .execute();
    expect(await photosOf(fresh!.id)).toEqual(await photosOf(lotId));
    expect(await photosOf(fresh!.id)).toHaveLength(3);
    expect(fresh!.main_photo).toBe(old!.main_photo);
    expect((await documentsOf(fresh!.id)).map((doc) => doc.name)).toEqual(['guvohnoma.pdf']);

    // The order is on trade again; its history and the customer's message say so.
    expect((await orderOf(orderId)).status).toBe(3);
    expect((await flowsOf(orderId)).slice(-2)).toEqual([
      { action: 'progress', status: 3, note: null, user_id: null },
      {
        action: 'repeated',
        status: 3,
        note: `${old!.lot_number} → ${old!.lot_number}-1, 405 000 000 UZS`,
        user_id: customer.userId,
      },
    ]);
    const message = (await messagesOf(customer.userId)).at(-1);
    expect(message).toMatchObject({
      message_key: 'repeat:messages.repeated',
      link: `/profile/orders/lots/${orderId}`,
      title: `Lot № ${old!.lot_number}-1 qayta savdoga qo'yildi`,
    });
    expect(message?.content).toContain('405 000 000 UZS');

    // The catalogue shows it at once (the lots trigger clears the list's memory), found by the
    // first lot's number too; its page says it repeats the old lot.
    const list = await call<LotList>(server.url, `/api/shop/shop-lots/lot-list?i=0&q=${old!.lot_number}`);
    expect(list.body.items.map((item) => item.lot_number).sort()).toEqual([
      old!.lot_number,
      `${old!.lot_number}-1`,
    ]);
    expect((await call(server.url, fresh!.main_photo ?? '')).status).toBe(200);
    const details = lotDetailsSchema.parse(
      (await call(server.url, `/api/shop/lot-card/details?lot_id=${fresh!.id}`)).body,
    );
    expect(details.repeat).toEqual({
      round: 1,
      previous_lot_id: lotId,
      previous_lot_number: old!.lot_number,
    });
    expect(details.photos).toHaveLength(3);
    const first = lotDetailsSchema.parse(
      (await call(server.url, `/api/shop/lot-card/details?lot_id=${lotId}`)).body,
    );
    expect(first.repeat).toBeNull();
    // The customer's lots tab lists both.
    const lots = orderLotsSchema.parse(
      (await call(server.url, `/api/shop/order/lots?id=${orderId}`, { headers: customer.headers })).body,
    );
    expect(lots.items.map((item) => item.id)).toEqual([lotId, fresh!.id]);

    // The old lot is done: it was put up again.
    expect(await terms(lotId)).toMatchObject({ allowed: false, reason: 'already_repeated' });
    expect(error((await repeat(lotId, '300 000 000')).body)).toMatchObject({
      code: 'REPEAT_NOT_ALLOWED',
      data: { reason: 'already_repeated' },
    });

    // The order follows the new lot: held (4), then finished (6) when nobody bid.
    await moveLot(server, fresh!.id, 4);
    expect((await orderOf(orderId)).status).toBe(4);
    await moveLot(server, fresh!.id, 16);
    expect((await orderOf(orderId)).status).toBe(6);
  });

  it('walks the chain down one step at a time to half of the original, then refuses', async () => {
    const { orderId, lotId } = await tradedOrder(server, customer, operator);
    let current = lotId;
    const prices: string[] = [];
    for (let round = 1; round <= 5; round += 1) {
      await moveLot(server, current, round % 2 === 0 ? 9 : 16);
      const offered = await terms(current);
      expect(offered).toMatchObject({ allowed: true, round, original_price: ORIGINAL.toString() });
      const answer = await repeat(current, (BigInt(offered.suggested_price ?? '0') / 100n).toString());
      expect(answer.status).toBe(200);
      const made = repeatLotAnswerSchema.parse(answer.body);
      expect(made.round).toBe(round);
      prices.push(made.start_price);
      current = made.lot_id;
    }
    expect(prices).toEqual(['40500000000', '36000000000', '31500000000', '27000000000', '22500000000']);
    await moveLot(server, current, 16);
    expect(await terms(current)).toMatchObject({ allowed: false, reason: 'at_floor' });
    expect((await repeat(current, '225 000 000')).status).toBe(409);
    const lots = await lotsOf(orderId);
    expect(lots.map((lot) => [lot.repeat_round, lot.lot_number.split('-')[1] ?? null])).toEqual([
      [0, null],
      [1, '1'],
      [2, '2'],
      [3, '3'],
      [4, '4'],
      [5, '5'],
    ]);
    expect((await flowsOf(orderId)).filter((flow) => flow.action === 'repeated')).toHaveLength(5);
  });

  it('puts the notice off to a later day: the lot waits in 15, applications wait, and the sweep publishes it at its time', async () => {
    const { orderId, lotId } = await tradedOrder(server, customer, operator);
    await moveLot(server, lotId, 16);
    const today = tashkentDay(new Date());
    const before = await snapshot(orderId);
    for (const day of [addDays(today, -1), addDays(today, 31)]) {
      const refused = await postJson(
        server.url,
        '/api/shop/order-action/repeat-lot',
        { lot_id: lotId, start_price: '405 000 000', publish_on: day },
        { ...customer.headers, 'Accept-Language': 'ru' },
      );
      expect(refused.status).toBe(400);
      expect(error(refused.body)).toMatchObject({
        code: 'REPEAT_DATE_OUT_OF_RANGE',
        data: { min: today, max: addDays(today, 30) },
      });
      expect(error(refused.body).message).toContain(formatDay(addDays(today, 30)));
    }
    expect(await snapshot(orderId)).toEqual(before);

    const day = addDays(today, 3);
    const answer = await postJson(
      server.url,
      '/api/shop/order-action/repeat-lot',
      { lot_id: lotId, start_price: '405 000 000', publish_on: day },
      customer.headers,
    );
    expect(answer.status).toBe(200);
    const made = repeatLotAnswerSchema.parse(answer.body);
    expect(made.lot_status).toBe(15);
    // 09:00 in Tashkent of that day; the trade opens on the next working day after it.
    expect(made.published_at).toBe(new Date(`${day}T04:00:00.000Z`).toISOString());
    const fresh = (await lotsOf(orderId))[1]!;
    const schedule = auctionSchedule(fresh.published_at, holidaysAround(fresh.published_at));
    expect(fresh.starts_at.toISOString()).toBe(schedule.startsAt.toISOString());
    expect(fresh.lot_status).toBe(15);
    const apply = await postJson(
      server.url,
      '/api/shop/cabinet/my-application',
      { lot_id: fresh.id },
      buyer.headers,
    );
    expect(error(apply.body)?.code).toBe('APPLICATIONS_CLOSED');

    // Not yet: the sweep leaves it. Its time come: published, with its history 15 -> 2.
    expect(await publishDueRepeats(db())).toBe(0);
    await db()
      .updateTable('lots')
      .set({ published_at: new Date(Date.now() - 1_000) })
      .where('id', '=', fresh.id)
      .execute();
    expect(await publishDueRepeats(db())).toBeGreaterThanOrEqual(1);
    const flows = await db()
      .selectFrom('lot_flows')
      .select('status')
      .where('lot_id', '=', fresh.id)
      .orderBy('id')
      .execute();
    expect(flows.map((flow) => flow.status)).toEqual([15, 2]);
    expect((await lotsOf(orderId))[1]!.lot_status).toBe(2);
    expect(await publishDueRepeats(db())).toBe(0);
  });

  it('two repeats at once make one lot; the other is refused', async () => {
    const { orderId, lotId } = await tradedOrder(server, customer, operator);
    await moveLot(server, lotId, 11);
    const answers = await Promise.all([repeat(lotId, '405 000 000'), repeat(lotId, '400 000 000')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await lotsOf(orderId)).toHaveLength(2);
    expect((await flowsOf(orderId)).filter((flow) => flow.action === 'repeated')).toHaveLength(1);
  });

  it('puts a fixed-price lot up again on sale for its stay; the 60 BHM limit still holds', async () => {
    const { orderId, lotId } = await tradedOrder(server, customer, operator, {
      trade_type: 2,
      start_price: '1 000 000',
      stay_days: 30,
      part_payment: false,
      part_payment_months: null,
    });
    await moveLot(server, lotId, 9);
    expect(await terms(lotId)).toMatchObject({ allowed: true, trade_type: 2, suggested_price: '90000000' });
    const answer = await repeat(lotId, '900 000');
    expect(answer.status).toBe(200);
    const made = repeatLotAnswerSchema.parse(answer.body);
    const fresh = (await lotsOf(orderId))[1]!;
    expect(fresh).toMatchObject({
      id: made.lot_id,
      trade_type: 2,
      lot_status: 1,
      start_price: '90000000',
      deposit_amount: '0',
    });
    const schedule = fixedPriceSchedule(fresh.published_at, 30, holidaysAround(fresh.published_at));
    expect(fresh.ends_at.toISOString()).toBe(schedule.endsAt.toISOString());
    // No auction: no start job (the sweep puts a fixed-price lot on sale).
    expect(
      await server.deps.queues.auction.getJob(`start-${fresh.id}-${fresh.starts_at.getTime()}`),
    ).toBeUndefined();

    // A fixed-price lot priced above 60 BHM (one written before the rule): its repeat must still
    // keep to the limit, so a price below the old one but above the limit is refused.
    const { orderId: bigOrder, lotId: bigLot } = await tradedOrder(server, customer, operator, {
      trade_type: 2,
      start_price: '1 000 000',
      stay_days: 30,
      part_payment: false,
      part_payment_months: null,
    });
    await db()
      .updateTable('lots')
      .set({ start_price: '99000000000', lot_status: 9 })
      .where('id', '=', bigLot)
      .execute();
    const before = await snapshot(bigOrder);
    const above = await repeat(bigLot, '800 000 000');
    expect(above.status).toBe(400);
    expect(error(above.body).code).toBe('FIXED_PRICE_ABOVE_LIMIT');
    expect(await snapshot(bigOrder)).toEqual(before);
  });
});
