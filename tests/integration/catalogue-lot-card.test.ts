import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lotCardSchema,
  lotDetailsSchema,
  lotFlowsSchema,
  lotResultSchema,
  lotTabDetailsSchema,
  orderPreviewSchema,
  type LotCard,
} from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { insertResultBids } from '../../server/src/modules/lot/lot-write.repository';
import { call } from '../support/http';
import { createTestLot, createTestOrder, type TestLot } from '../support/catalogue';
import { startTestServer } from '../support/test-server';

/** One lot in full (details, its tabs), its order's other lots, results, history, home lists. */
let server: Running;
let sold: TestLot;
let sibling: TestLot;
let live: TestLot;
const now = Date.now();

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  const orderId = await createTestOrder(db, {
    ownerType: 'individual',
    customerName: 'Karimov Anvar',
    customerExtraPhone: '+998901234567',
  });
  sold = await createTestLot(db, {
    orderId,
    name: { uz: 'Uch xonali kvartira, Chilonzor', ru: 'Трёхкомнатная квартира, Чиланзар' },
    description: { uz: "Ta'mirlangan, 3-qavat", ru: 'С ремонтом, 3 этаж' },
    lotStatus: 5,
    startPrice: 60_000_000_000n,
    depositPercent: 10,
    finalPrice: 69_300_000_000n,
    winnerBuyerNumber: 'B-042',
    startsAt: new Date(now - 2 * 86_400_000),
    endsAt: new Date(now - 86_400_000),
    photos: ['/static/lots/apartment-1.svg', '/static/lots/apartment-2.svg'],
    documents: [{ name: 'Kadastr.pdf', url: '/static/lot-docs/cadastre.pdf', size: 1234 }],
    flows: [
      { status: 1, at: new Date(now - 10 * 86_400_000) },
      { status: 2, at: new Date(now - 9 * 86_400_000) },
      { status: 4, at: new Date(now - 2 * 86_400_000) },
      { status: 5, at: new Date(now - 86_400_000) },
    ],
  });
  await insertResultBids(db, sold.id, [
    { buyerNumber: 'B-017', amount: 63_000_000_000n, at: new Date(now - 1.5 * 86_400_000) },
    { buyerNumber: 'B-042', amount: 66_000_000_000n, at: new Date(now - 1.4 * 86_400_000) },
    { buyerNumber: 'B-042', amount: 69_300_000_000n, at: new Date(now - 1.3 * 86_400_000) },
  ]);
  sibling = await createTestLot(db, { orderId, lotStatus: 2 });
  live = await createTestLot(db, {
    lotStatus: 4,
    isReklama: true,
    endsAt: new Date(now + 5_000),
    startsAt: new Date(now - 60_000),
  });
});

afterAll(async () => {
  await server?.close();
});

describe('lot-card/details', () => {
  it('answers every field, money derived in whole tiyin', async () => {
    const answer = await call(server.url, `/api/shop/lot-card/details?lot_id=${sold.id}`);
    expect(answer.status).toBe(200);
    const details = lotDetailsSchema.parse(answer.body);
    expect(details).toMatchObject({
      id: sold.id,
      lot_number: sold.lotNumber,
      order_id: sold.orderId,
      lot_status: 5,
      order_status: 3,
      start_price: '60000000000',
      deposit_percent: 10,
      deposit_amount: '6000000000',
      step_percent: 5,
      first_step_price: '63000000000',
      latitude: 41.2756,
      longitude: 69.2034,
      main_photo: '/static/lots/apartment-1.svg',
      favourite: false,
      customer: { owner_type: 'individual', name: 'Karimov Anvar', extra_phone: '+998901234567' },
      documents: [{ name: 'Kadastr.pdf', url: '/static/lot-docs/cadastre.pdf', size: 1234 }],
    });
    expect(details.name['uz-Cyrl']).toBe('Уч хонали квартира, Чилонзор');
    expect(details.photos).toEqual([
      { url: '/static/lots/apartment-1.svg', is_main: true },
      { url: '/static/lots/apartment-2.svg', is_main: false },
    ]);
  });

  it.each(['property', 'lot', 'customer', 'documents'] as const)(
    'tab-details %s is that part of details',
    async (tab) => {
      const details = lotDetailsSchema.parse(
        (await call(server.url, `/api/shop/lot-card/details?lot_id=${sold.id}`)).body,
      );
      const answer = await call(server.url, `/api/shop/lot-card/tab-details?lot_id=${sold.id}&tab=${tab}`);
      expect(answer.status).toBe(200);
      const part = lotTabDetailsSchema.parse(answer.body);
      expect(part.tab).toBe(tab);
      if (part.tab === 'customer') expect(part.name).toBe(details.customer.name);
      if (part.tab === 'documents') expect(part.documents).toEqual(details.documents);
      if (part.tab === 'lot') expect(part.first_step_price).toBe(details.first_step_price);
      if (part.tab === 'property') expect(part.address).toBe(details.address);
    },
  );

  it.each([
    ['unknown lot', '/api/shop/lot-card/details?lot_id=2000000000', 404],
    ['lot id beyond integers', '/api/shop/lot-card/details?lot_id=99999999999', 400],
    ['no lot id', '/api/shop/lot-card/details', 400],
    ['unknown tab', `/api/shop/lot-card/tab-details?lot_id=1&tab=secrets`, 400],
  ])('%s: %i', async (_name, path, status) => {
    const answer = await call<{ ERROR: { code: string } }>(server.url, path);
    expect(answer.status).toBe(status);
    expect(answer.body.ERROR.code).toBe(status === 404 ? 'NOT_FOUND' : 'VALIDATION');
  });
});

describe('shop-lots lists about one lot', () => {
  it('sub-lot-list gives the other lots of the order', async () => {
    const answer = await call<LotCard[]>(server.url, `/api/shop/shop-lots/sub-lot-list?lot_id=${sold.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.map((lot) => lotCardSchema.parse(lot).id)).toEqual([sibling.id]);
  });

  it('result gives the outcome, the winner, the final price and the bids in order', async () => {
    const answer = await call(server.url, `/api/shop/shop-lots/result?lot_id=${sold.id}`);
    expect(answer.status).toBe(200);
    const result = lotResultSchema.parse(answer.body);
    expect(result.outcome).toBe('sold');
    expect(result.final_price).toBe('69300000000');
    expect(result.winner_buyer_number).toBe('B-042');
    expect(result.bids.map((b) => [b.seq, b.buyer_number, b.amount])).toEqual([
      [1, 'B-017', '63000000000'],
      [2, 'B-042', '66000000000'],
      [3, 'B-042', '69300000000'],
    ]);
  });

  it('result of an unfinished lot says so and shows no winner', async () => {
    const result = lotResultSchema.parse(
      (await call(server.url, `/api/shop/shop-lots/result?lot_id=${live.id}`)).body,
    );
    expect(result).toMatchObject({
      outcome: 'not_finished',
      final_price: null,
      winner_buyer_number: null,
      bids: [],
    });
  });

  it('flows gives the status history, oldest first', async () => {
    const answer = await call(server.url, `/api/shop/shop-lots/flows?lot_id=${sold.id}`);
    expect(lotFlowsSchema.parse(answer.body).map((f) => f.status)).toEqual([1, 2, 4, 5]);
  });

  it('active-lot-list has the live lot ending soonest, and only active statuses', async () => {
    const answer = await call<LotCard[]>(server.url, '/api/shop/shop-lots/active-lot-list?size=100');
    expect(answer.status).toBe(200);
    expect(answer.body.map((lot) => lot.id)).toContain(live.id);
    expect(answer.body.every((lot) => [2, 3, 4].includes(lot.lot_status))).toBe(true);
    const ends = answer.body.map((lot) => Date.parse(lot.ends_at));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });

  it('is-reklama-list has the featured lot', async () => {
    const answer = await call<LotCard[]>(server.url, '/api/shop/shop-lots/is-reklama-list?size=100');
    expect(answer.status).toBe(200);
    expect(answer.body.map((lot) => lot.id)).toContain(live.id);
    expect(answer.body.map((lot) => lot.id)).not.toContain(sold.id);
  });
});

describe('order/preview', () => {
  it('shows an order on trade with its lots', async () => {
    const answer = await call(server.url, `/api/shop/order/preview?id=${sold.orderId}`);
    expect(answer.status).toBe(200);
    const preview = orderPreviewSchema.parse(answer.body);
    expect(preview.order).toMatchObject({
      id: sold.orderId,
      status: 3,
      owner_type: 'individual',
      customer_name: 'Karimov Anvar',
    });
    expect(preview.lots.map((lot) => lot.id).sort()).toEqual([sold.id, sibling.id].sort());
  });

  it('hides an order still under moderation', async () => {
    const orderId = await createTestOrder(server.deps.db, { status: 2 });
    const answer = await call<{ ERROR: { code: string } }>(
      server.url,
      `/api/shop/order/preview?id=${orderId}`,
    );
    expect(answer.status).toBe(404);
    expect(answer.body.ERROR.code).toBe('NOT_FOUND');
  });
});
