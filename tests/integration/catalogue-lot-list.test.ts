import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lotListCounterSchema,
  lotListSchema,
  statusesOfTab,
  type LotList,
  type LotTab,
} from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { call } from '../support/http';
import {
  createTestLot,
  createTestOrder,
  OTHER_PLACE,
  uniqueLotNumber,
  uniqueMarker,
} from '../support/catalogue';
import { startTestServer } from '../support/test-server';

/**
 * shop-lots/lot-list and lot-list-counter: each tab's statuses and order, each filter, counts that
 * agree with the list totals, paging. Every lot here carries `marker` in its names and every call
 * searches for it, so lots of other files never count.
 */
let server: Running;
const marker = uniqueMarker();
const DAY = 86_400_000;
const now = Date.now();
/** Lot ids by status 1..17 (one lot each), plus the filter lots below. */
const byStatus = new Map<number, number>();

async function list(params: Record<string, string | number>): Promise<LotList> {
  const query = new URLSearchParams({
    q: marker,
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const answer = await call<LotList>(server.url, `/api/shop/shop-lots/lot-list?${query}`);
  expect(answer.status).toBe(200);
  return lotListSchema.parse(answer.body);
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  for (let status = 1; status <= 17; status += 1) {
    const lot = await createTestLot(db, {
      name: { uz: `${marker} kvartira ${status}`, ru: `${marker} квартира ${status}` },
      lotStatus: status,
      // Distinct times so each tab's order is checkable: later statuses end and publish later.
      endsAt: new Date(now + status * DAY),
      startsAt: new Date(now - DAY),
      publishedAt: new Date(now - 30 * DAY + status * DAY),
    });
    byStatus.set(status, lot.id);
  }
  // Filter lots, all current (status 4): each differs from the defaults in one field.
  await createTestLot(db, {
    name: { uz: `${marker} Nexia 3 avtomobili`, ru: `${marker} Автомобиль Nexia 3` },
    categoryId: 7,
    ...OTHER_PLACE,
    tradeType: 2,
    paymentType: 2,
    partPaymentMonths: 12,
    // A fixed-price lot stays within 60 BHM (regulation item 48).
    startPrice: 2_000_000_000n,
    startsAt: new Date('2026-03-10T10:00:00+05:00'),
    endsAt: new Date(now + 40 * DAY),
  });
  const stateOrder = await createTestOrder(db, { orderType: 2, ownerType: 'state' });
  await createTestLot(db, {
    name: { uz: `${marker} Traktor MTZ-80`, ru: `${marker} Трактор МТЗ-80` },
    orderId: stateOrder,
    orderType: 2,
    categoryId: 10,
    startPrice: 120_000_000_000n,
    startsAt: new Date('2026-03-11T23:30:00+05:00'),
    endsAt: new Date(now + 41 * DAY),
  });
});

afterAll(async () => {
  await server?.close();
});

describe('tabs', () => {
  it.each<[LotTab]>([[1], [2], [3], [4]])('tab %i lists exactly its statuses', async (tab) => {
    const page = await list({ i: tab, size: 100 });
    const expected = statusesOfTab(tab) ?? [];
    const statuses = page.items.map((item) => item.lot_status);
    expect(new Set(statuses)).toEqual(new Set(expected));
    expect(page.total).toBe(page.items.length);
  });

  it('tab 0 lists every status', async () => {
    const page = await list({ i: 0, size: 100 });
    expect(new Set(page.items.map((item) => item.lot_status))).toEqual(
      new Set(Array.from({ length: 17 }, (_, k) => k + 1)),
    );
    expect(page.total).toBe(19);
  });

  it('defaults to tab 4, page 1, size 12', async () => {
    const page = await list({});
    expect(page.page).toBe(1);
    expect(page.size).toBe(12);
    expect(page.items.every((item) => [3, 4, 12].includes(item.lot_status))).toBe(true);
  });

  it('orders current by ends_at ascending, completed by ends_at descending, new by publication descending', async () => {
    const ends = (p: LotList) => p.items.map((item) => Date.parse(item.ends_at));
    const current = ends(await list({ i: 4, size: 100 }));
    expect(current).toEqual([...current].sort((a, b) => a - b));
    const completed = ends(await list({ i: 2, size: 100 }));
    expect(completed).toEqual([...completed].sort((a, b) => b - a));
    const fresh = await list({ i: 1, size: 100 });
    expect(fresh.items.map((item) => item.id)).toEqual([byStatus.get(2), byStatus.get(1)]);
  });

  it('counts agree with each tab total', async () => {
    const answer = await call(server.url, `/api/shop/shop-lots/lot-list-counter?q=${marker}`);
    expect(answer.status).toBe(200);
    const { counts } = lotListCounterSchema.parse(answer.body);
    for (const tab of [0, 1, 2, 3, 4] as const) {
      expect(counts[String(tab) as '0'], `tab ${tab}`).toBe((await list({ i: tab, size: 1 })).total);
    }
    // The Nexia is sold at a fixed price: found among search results, never in an auction tab.
    expect(counts).toEqual({ '0': 19, '1': 2, '2': 6, '3': 1, '4': 4 });
  });

  it('counts follow the filters too', async () => {
    const answer = await call<{ counts: Record<string, number> }>(
      server.url,
      `/api/shop/shop-lots/lot-list-counter?q=${marker}&category=7`,
    );
    expect(answer.body.counts).toEqual({ '0': 1, '1': 0, '2': 0, '3': 0, '4': 0 });
  });
});

describe('paging', () => {
  it('pages through tab 0 without gaps or repeats, in a stable order', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const answer = await list({ i: 0, page, size: 5 });
      expect(answer.total).toBe(19);
      seen.push(...answer.items.map((item) => item.id));
    }
    expect(seen).toHaveLength(19);
    expect(new Set(seen).size).toBe(19);
    const again = await list({ i: 0, page: 2, size: 5 });
    expect(again.items.map((item) => item.id)).toEqual(seen.slice(5, 10));
  });

  it('a page past the end is empty with the right total', async () => {
    const answer = await list({ i: 0, page: 50, size: 10 });
    expect(answer.items).toEqual([]);
    expect(answer.total).toBe(19);
  });
});

describe('filters', () => {
  const totalOf = async (params: Record<string, string | number>) =>
    (await list({ i: 0, size: 100, ...params })).total;

  it.each<[string, Record<string, string | number>, number]>([
    ['category', { category: 7 }, 1],
    ['region', { region: OTHER_PLACE.regionId }, 1],
    ['area', { area: OTHER_PLACE.areaId }, 1],
    ['trade type', { trade_type: 2 }, 1],
    ['order type', { order_type: 2 }, 1],
    ['payment type', { payment_type: 2 }, 1],
    ['date from and to (one Tashkent day)', { date_from: '2026-03-10', date_to: '2026-03-10' }, 1],
    ['date to, late evening included', { date_from: '2026-03-11', date_to: '2026-03-11' }, 1],
    ['price from (sums)', { price_from: '1 000 000 000' }, 1],
    ['price to (sums)', { price_to: '20000000' }, 1],
    ['price range', { price_from: 20_000_000, price_to: 20_000_000 }, 1],
    ['unknown region', { region: 999_999 }, 0],
    [
      'every filter at once',
      { category: 7, region: OTHER_PLACE.regionId, trade_type: 2, payment_type: 2 },
      1,
    ],
    ['empty fields are no filter', { region: '', area: '', date_from: '' }, 19],
  ])('%s', async (_name, params, expected) => {
    expect(await totalOf(params)).toBe(expected);
  });
});

describe('search', () => {
  it.each([
    ['Latin finds Cyrillic (Russian name)', 'traktor mtz'],
    ['Cyrillic query, Latin and Cyrillic names', 'ТРАКТОР МТЗ'],
    ['case', 'NEXIA 3'],
  ])('%s', async (_name, q) => {
    const query = new URLSearchParams({ q: `${marker} ${q}`, i: '0' });
    const answer = await call<LotList>(server.url, `/api/shop/shop-lots/lot-list?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(1);
  });

  it('finds by lot number exactly and by prefix, not inside it', async () => {
    const prefix = uniqueLotNumber().slice(0, 8);
    const lot = await createTestLot(server.deps.db, { lotNumber: uniqueLotNumber(prefix) });
    const find = async (q: string) =>
      (await call<LotList>(server.url, `/api/shop/shop-lots/lot-list?i=0&q=${encodeURIComponent(q)}`)).body;
    expect((await find(lot.lotNumber)).items.map((i) => i.id)).toEqual([lot.id]);
    expect((await find(prefix)).items.map((i) => i.id)).toContain(lot.id);
    expect((await find(lot.lotNumber.slice(3))).items.map((i) => i.id)).not.toContain(lot.id);
  });

  it('finds Cyrillic Uzbek names from Latin, whatever the apostrophe', async () => {
    const word = uniqueMarker();
    const lot = await createTestLot(server.deps.db, {
      name: { uz: `G'alla ombori ${word}, Farg'ona`, ru: `Зерновой склад ${word}, Фергана` },
    });
    for (const q of [
      `gʻalla ombori ${word}`,
      `g’alla ombori ${word}`,
      `G\`ALLA OMBORI ${word}`,
      `ғалла омбори ${word}`,
    ]) {
      const answer = await call<LotList>(
        server.url,
        `/api/shop/shop-lots/lot-list?i=0&q=${encodeURIComponent(q)}`,
      );
      expect(
        answer.body.items.map((i) => i.id),
        q,
      ).toEqual([lot.id]);
    }
  });

  it('Toshkent finds Тошкент', async () => {
    const word = uniqueMarker();
    const lot = await createTestLot(server.deps.db, {
      name: { uz: `Тошкент ${word}`, ru: `Ташкент ${word}` },
    });
    const answer = await call<LotList>(server.url, `/api/shop/shop-lots/lot-list?i=0&q=Toshkent%20${word}`);
    expect(answer.body.items.map((i) => i.id)).toEqual([lot.id]);
  });

  it('a query shorter than 3 characters matches words that begin with it', async () => {
    const word = uniqueMarker();
    // A price no other lot has keeps the other files' lots out of the answer.
    const price = { startPrice: 12_345_678_900n };
    const begins = await createTestLot(server.deps.db, {
      ...price,
      name: { uz: `Uylar ${word}`, ru: `Дома ${word}` },
    });
    await createTestLot(server.deps.db, { ...price, name: { uz: `Kuyov ${word}`, ru: `Жених ${word}` } });
    const find = async (q: string) =>
      (
        await call<LotList>(
          server.url,
          `/api/shop/shop-lots/lot-list?i=0&price_from=123456789&price_to=123456789&q=${encodeURIComponent(q)}`,
        )
      ).body.items.map((item) => item.id);
    expect(await find('uy')).toEqual([begins.id]);
    expect(await find('UY')).toEqual([begins.id]);
    expect((await find('uyo')).length).toBe(1);
  });

  it('uses the trigram index, not a scan of the table', async () => {
    const { db } = server.deps;
    await db.transaction().execute(async (trx) => {
      // With few rows the planner prefers a scan; forbid it to see that the index can serve.
      const { sql } = await import('kysely');
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const plan = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM lots WHERE search_text LIKE ${'%nexia%'}`.execute(trx);
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toContain('lots_search_trgm_idx');
      const numberPlan = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM lots WHERE lot_number LIKE ${'1234%'}`.execute(trx);
      expect(numberPlan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('lots_number_prefix_idx');
      const shortPlan = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM lots WHERE search_text LIKE ${'uy%'} OR search_text LIKE ${'% uy%'}`.execute(
        trx,
      );
      expect(shortPlan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('lots_search_trgm_idx');
    });
  });
});
