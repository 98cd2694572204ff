/**
 * A large catalogue for benchmarks (`npm run seed:large`, loadtest/): `count` lots in a few
 * set-based INSERT ... SELECT FROM generate_series statements, so 100 000 lots take seconds.
 *
 * The lots look like the demo's: the category templates' names with the area appended, every
 * region and area, every status with times that fit it relative to now (current auctions end in
 * the next minutes to days, completed ones ended in the past year), realistic prices. search_text
 * is derived by the database's trigger, as for every lot.
 * Lot numbers are `8` and 11 digits, numbered on from the last large seed, so it can run again.
 */
import { transliterate } from '@kimoshdi/shared/domain/i18n/transliterate';
import { ARCHIVE_AFTER_DAYS, LOT_STATUS } from '@kimoshdi/shared';
import { FIXED_PRICE_SAFE_LIMIT_TIYIN } from '@kimoshdi/shared/domain/trade/fixed-price/fixed-price-limit';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { CATEGORY_TEMPLATES } from './data/lot-templates';

const S = LOT_STATUS;
const SOLD_STATUSES = sql.join([S.SOLD, S.PROTOCOL_ISSUED, S.AWAITING_PAYMENT]);
const LIVE_STATUSES = sql.join([S.LIVE, S.PAUSED]);
const OPEN_STATUSES = sql.join([S.ANNOUNCED, S.ACCEPTING_APPLICATIONS, S.UNDER_MODERATION]);

/**
 * The status mix: mostly current, new and completed lots, every status present. Picked by a
 * stride over this list, so each status's share is its count here out of 40.
 */
const STATUS_MIX = [
  1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 4, 4, 4, 4, 12, 5, 5, 5, 5, 7, 7, 7, 8, 8, 9, 9, 9, 11, 16, 16, 6, 6, 6,
  10, 13, 14, 15, 17,
];

const CUSTOMERS = [
  ['"Toshkent Invest" MChJ', 'legal'],
  ['Davlat aktivlarini boshqarish agentligi', 'state'],
  ['Karimov Anvar Shavkatovich', 'individual'],
  ['"Agro Servis" AJ', 'legal'],
  ['Majburiy ijro byurosi', 'state'],
  ['Yusupova Dilnoza Rustamovna', 'individual'],
] as const;

export interface LargeSeedResult {
  lots: number;
  orders: number;
  ms: number;
}

export async function seedLargeCatalogue(db: Database, count: number): Promise<LargeSeedResult> {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`lot count must be a positive integer: ${count}`);
  const started = performance.now();
  const templates = CATEGORY_TEMPLATES.flatMap((c) =>
    c.names.map((n) => ({
      categoryId: c.categoryId,
      uz: n.uz,
      ru: n.ru,
      cyrl: transliterate(n.uz),
      en: n.en,
      photo: c.photo,
      minTiyin: BigInt(c.minSums) * 100n,
      spanTiyin: BigInt(c.maxSums - c.minSums) * 100n,
      propertyType: c.propertyType,
    })),
  );
  const areas = await db
    .selectFrom('areas')
    .select(['id', 'region_id', 'name_uz', 'name_ru', 'name_uz_cyrl', 'name_en'])
    .orderBy('id')
    .execute();
  if (areas.length === 0) throw new Error('no areas: seed the reference data first');
  const orderCount = Math.ceil(count / 2);
  const text = (values: string[]) => sql`${values}::text[]`;

  await db.transaction().execute(async (trx) => {
    const { rows: numbering } = await sql<{ base: string }>`
      SELECT coalesce(max(substr(lot_number, 2)::bigint), 0) AS base
      FROM lots WHERE lot_number ~ '^8[0-9]{11}$'`.execute(trx);
    const base = Number(numbering[0]?.base ?? 0);

    const { rows: orderIds } = await sql<{ first: number; last: number; n: string }>`
      WITH o AS (
        INSERT INTO orders (status, order_type, owner_type, customer_name, customer_address, customer_phone, customer_email)
        SELECT 3, 1 + (g % 3 = 0)::int, c.owner, c.name, 'Toshkent sh., Amir Temur ko''chasi, ' || (g % 200 + 1),
               '+99871' || lpad((g % 10000000)::text, 7, '0'), NULL
        FROM generate_series(1, ${orderCount}::int) g
        JOIN unnest(${text(CUSTOMERS.map((c) => c[0]))}, ${text(CUSTOMERS.map((c) => c[1]))})
             WITH ORDINALITY AS c(name, owner, k) ON c.k = 1 + g % ${CUSTOMERS.length}::int
        RETURNING id)
      SELECT min(id) AS first, max(id) AS last, count(*) AS n FROM o`.execute(trx);
    const first = orderIds[0]?.first ?? 0;
    // The lots below address orders by first + offset: the ids must be one unbroken run.
    if (orderIds[0]?.last !== first + orderCount - 1) throw new Error('order ids are not contiguous');

    await sql`
      INSERT INTO lots (order_id, lot_number, name_uz, name_ru, name_uz_cyrl, name_en, description_uz, description_ru,
        description_uz_cyrl, description_en, category_id, region_id, area_id, address, latitude, longitude, quantity,
        property_type, rent_months, trade_type, order_type, payment_type, part_payment_months, lot_status,
        start_price, deposit_percent, deposit_amount, starts_at, ends_at,
        published_at, is_reklama, final_price, winner_buyer_number, main_photo, archived_from)
      SELECT o.id, x.lot_number, t.uz || ', ' || a.uz, t.ru || ', ' || a.ru, t.cyrl || ', ' || a.cyrl,
        t.en || ', ' || a.en, '', '', '', '', t.category_id, a.region_id, a.id, a.uz || ', ' || (x.g % 90 + 1) || '-uy',
        37.5 + (x.g % 700) / 100.0, 56.5 + (x.g % 1600) / 100.0, 1, t.property_type,
        CASE WHEN t.property_type = 'rent' THEN 12 END, 1 + (x.g % 5 = 0)::int, o.order_type, 1 + (x.g % 4 = 0)::int,
        CASE WHEN x.g % 4 = 0 THEN 12 END, x.status, x.price, x.deposit_percent,
        x.price * x.deposit_percent / 100, x.starts_at, x.ends_at,
        x.starts_at - interval '1 day' * (10 + x.g % 20), x.g % 97 = 0,
        CASE WHEN x.status IN (${SOLD_STATUSES}) THEN x.price + x.price * 5 / 100 * (1 + x.g % 6) END,
        CASE WHEN x.status IN (${SOLD_STATUSES}) THEN 'B-' || (100 + x.g % 900) END,
        '/static/lots/' || t.photo || '-' || (1 + x.g % 3) || '.svg',
        -- An archived lot ended unsold (shared/src/domain/lot/lot-archive.ts).
        CASE WHEN x.status = ${S.ARCHIVED} THEN ${S.NOT_SOLD}::smallint END
      FROM (
        SELECT s.g, s.status, s.lot_number, s.price, s.deposit_percent, s.starts_at,
          CASE WHEN s.status IN (${LIVE_STATUSES}) THEN now() + interval '1 minute' * (5 + s.g % 3000)
               ELSE s.starts_at + interval '2 hours' END AS ends_at
        FROM (
          SELECT g, m.status, '8' || lpad((${base}::bigint + g)::text, 11, '0') AS lot_number,
            5 + 5 * (g % 3) AS deposit_percent,
            -- A price inside the template's range, in whole thousands of sums; a fixed-price lot
            -- (every fifth) at most 60 BHM (regulation item 48), spread below that.
            CASE WHEN g % 5 = 0
              THEN least(tp.min_tiyin + (g::bigint * 104729) % greatest(tp.span_tiyin, 1),
                         ${FIXED_PRICE_SAFE_LIMIT_TIYIN.toString()}::bigint * (50 + g % 50) / 100)
              ELSE tp.min_tiyin + (g::bigint * 104729) % greatest(tp.span_tiyin, 1)
            END / 100000 * 100000 AS price,
            now() + CASE
              WHEN m.status IN (${OPEN_STATUSES}) THEN interval '1 day' * (2 + g % 20)
              WHEN m.status = ${LOT_STATUS.APPLICATIONS_CLOSED} THEN interval '1 minute' * (5 + g % 600)
              WHEN m.status IN (${LIVE_STATUSES}) THEN -interval '1 minute' * (10 + g % 120)
              WHEN m.status = ${S.ARCHIVED} THEN -interval '1 day' * (${ARCHIVE_AFTER_DAYS + 1} + g % 300)
              -- Finished within the archive's half year, so the archive sweep leaves the catalogue as it is.
              ELSE -interval '1 day' * (1 + g % ${ARCHIVE_AFTER_DAYS - 10}) END AS starts_at
          FROM generate_series(1, ${count}::int) g
          JOIN unnest(${sql`${STATUS_MIX}::smallint[]`}) WITH ORDINALITY AS m(status, k)
            ON m.k = 1 + (g * 7) % ${STATUS_MIX.length}::int
          JOIN unnest(${sql`${templates.map((t) => t.minTiyin.toString())}::bigint[]`},
                      ${sql`${templates.map((t) => t.spanTiyin.toString())}::bigint[]`})
               WITH ORDINALITY AS tp(min_tiyin, span_tiyin, k) ON tp.k = 1 + g % ${templates.length}::int
        ) s
      ) x
      JOIN unnest(${sql`${templates.map((t) => t.categoryId)}::int[]`}, ${text(templates.map((t) => t.uz))},
                  ${text(templates.map((t) => t.ru))}, ${text(templates.map((t) => t.cyrl))},
                  ${text(templates.map((t) => t.en))}, ${text(templates.map((t) => t.photo))},
                  ${text(templates.map((t) => t.propertyType))})
           WITH ORDINALITY AS t(category_id, uz, ru, cyrl, en, photo, property_type, k)
        ON t.k = 1 + x.g % ${templates.length}::int
      JOIN unnest(${sql`${areas.map((a) => a.id)}::int[]`}, ${sql`${areas.map((a) => a.region_id)}::int[]`},
                  ${text(areas.map((a) => a.name_uz))}, ${text(areas.map((a) => a.name_ru))},
                  ${text(areas.map((a) => a.name_uz_cyrl))}, ${text(areas.map((a) => a.name_en))})
           WITH ORDINALITY AS a(id, region_id, uz, ru, cyrl, en, k)
        ON a.k = 1 + (x.g * 13) % ${areas.length}::int
      JOIN orders o ON o.id = ${first}::int + (x.g - 1) / 2`.execute(trx);

    const range = sql`lot_number ~ '^8[0-9]{11}$' AND substr(lot_number, 2)::bigint > ${base}::bigint`;
    await sql`
      INSERT INTO lot_photos (lot_id, url, is_main, sort_order)
      SELECT id, main_photo, true, 0 FROM lots WHERE ${range}`.execute(trx);
    await sql`
      INSERT INTO lot_flows (lot_id, status, at)
      SELECT id, lot_status, published_at FROM lots WHERE ${range}`.execute(trx);
  });
  await sql`ANALYZE lots`.execute(db);
  return { lots: count, orders: orderCount, ms: Math.round(performance.now() - started) };
}
