import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeForSearch, type LotList } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { MIGRATIONS_DIR } from '../../server/src/db/migrate';
import { call } from '../support/http';
import { createTestLot, OTHER_PLACE, TEST_PLACE, uniqueMarker, type TestLot } from '../support/catalogue';
import { startTestServer } from '../support/test-server';

/**
 * Search by place (issue 9, part B 6): a lot is found by its region and district in Uzbek Latin,
 * Uzbek Cyrillic, Russian and English, and by its address, whatever the script of the query; the
 * database's normal form equals the one queries go through; lots written before are backfilled.
 */
let server: Running;
let inTashkent: TestLot;
let inNukus: TestLot;
/** A start price no other lot has, so a bare place query can be narrowed to this file's lots. */
const PRICE_SUMS = 987_654_321;
const marker = uniqueMarker();

async function find(q: string, extra: Record<string, string> = {}): Promise<number[]> {
  const query = new URLSearchParams({ i: '0', size: '50', q, ...extra });
  const answer = await call<LotList>(server.url, `/api/shop/shop-lots/lot-list?${query}`);
  expect(answer.status).toBe(200);
  return answer.body.items.map((item) => item.id);
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  const startPrice = BigInt(PRICE_SUMS) * 100n;
  inTashkent = await createTestLot(db, {
    name: { uz: `Kvartira ${marker}`, ru: `Квартира ${marker}` },
    address: `Bunyodkor ko'chasi, 7-uy`,
    startPrice,
    ...TEST_PLACE,
  });
  inNukus = await createTestLot(db, {
    name: { uz: `Kvartira ${marker}`, ru: `Квартира ${marker}` },
    address: "Dosnazarov ko'chasi, 3-uy",
    startPrice,
    ...OTHER_PLACE,
  });
});

afterAll(async () => {
  await server?.close();
});

describe('search by place', () => {
  it.each([
    ['Uzbek Latin', 'Toshkent'],
    ['Uzbek Cyrillic', 'Тошкент'],
    ['Russian', 'Ташкент'],
    ['English', 'tashkent'],
  ])('finds the region in %s (%s), alone and with another word', async (_script, place) => {
    const price = { price_from: String(PRICE_SUMS), price_to: String(PRICE_SUMS) };
    expect(await find(place, price)).toEqual([inTashkent.id]);
    expect(await find(`${marker} ${place}`)).toEqual([inTashkent.id]);
  });

  it.each([
    ['Uzbek Latin', 'Chilonzor'],
    ['Uzbek Cyrillic', 'Чилонзор'],
    ['Russian', 'Чиланзар'],
  ])('finds the district in %s (%s)', async (_script, district) => {
    expect(await find(`${district} ${marker}`)).toEqual([inTashkent.id]);
  });

  it('finds another region and its city in each script', async () => {
    for (const q of ["Qoraqalpog'iston", 'Қорақалпоғистон', 'Каракалпакстан', 'Nukus', 'Нукус']) {
      expect(await find(`${marker} ${q}`), q).toEqual([inNukus.id]);
    }
  });

  it('finds the address, in either script', async () => {
    expect(await find(`${marker} Bunyodkor`)).toEqual([inTashkent.id]);
    expect(await find(`${marker} Бунёдкор`)).toEqual([inTashkent.id]);
    expect(await find(`${marker} kvartira`)).toHaveLength(2);
  });

  it('follows a lot that moves to another district', async () => {
    const moved = await createTestLot(server.deps.db, {
      name: { uz: `Ombor ${marker}`, ru: `Склад ${marker}` },
      ...TEST_PLACE,
    });
    await server.deps.db
      .updateTable('lots')
      .set({ region_id: OTHER_PLACE.regionId, area_id: OTHER_PLACE.areaId, address: 'Amir Temur, 1' })
      .where('id', '=', moved.id)
      .execute();
    expect(await find(`ombor ${marker} nukus`)).toEqual([moved.id]);
    expect(await find(`ombor ${marker} toshkent`)).toEqual([]);
  });

  it('uses the trigram index for a query of several words', async () => {
    await server.deps.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const plan = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM lots
        WHERE search_text LIKE ${'%kvartira%'} AND search_text LIKE ${'%chilonzor%'}`.execute(trx);
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('lots_search_trgm_idx');
    });
  });
});

describe("the database's normal form", () => {
  const lower = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяўқғҳ';
  it.each([
    lower,
    lower.toUpperCase(),
    "  Qo'qon \t shahri\u00a0 Ўзбекистон  ",
    'gʻalla gʼalla g‘alla g’alla g`alla',
    'Мирзо-Улугбекский район, 12-уй',
    '<script>%_\\',
  ])('is normalizeForSearch for %j', async (text) => {
    const { rows } = await sql<{ form: string }>`SELECT search_normal_form(${text}) AS form`.execute(
      server.deps.db,
    );
    expect(rows[0]?.form).toBe(normalizeForSearch(text));
  });
});

describe('the backfill', () => {
  it('gives lots written before it their places', async () => {
    const { db } = server.deps;
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '20261122_0530_search_places.sql'), 'utf8');
    const backfill = migration.slice(migration.indexOf('UPDATE lots'));
    const lot = await createTestLot(db, { name: { uz: `Do'kon ${marker}`, ru: `Магазин ${marker}` } });
    // What the application wrote before the migration: the names and the number only.
    await db
      .updateTable('lots')
      .set({ search_text: `do'kon ${marker} magazin ${marker} ${lot.lotNumber}` })
      .where('id', '=', lot.id)
      .execute();
    expect(await find(`do'kon ${marker} toshkent`)).toEqual([]);

    await sql.raw(backfill).execute(db);
    expect(await find(`do'kon ${marker} toshkent`)).toEqual([lot.id]);
  });
});
