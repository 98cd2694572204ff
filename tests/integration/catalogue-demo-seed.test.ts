import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LOT_STATUS, TRADE_TYPE, type LotDetails, type LotList } from '@kimoshdi/shared';
import { priceLadder } from '@kimoshdi/shared/domain/trade/auction/steps';
import { stepModeFor } from '@kimoshdi/shared/domain/money/bhm';
import { fixedPriceLimitTiyin } from '@kimoshdi/shared/domain/trade/fixed-price/fixed-price-limit';
import type { Running } from '../../server/src/boot';
import { DEMO_LOT_COUNT, seedDemoCatalogue } from '../../server/src/demo/demo-catalogue';
import { sweepFixedPriceLots } from '../../server/src/modules/lot/fixed-price-expiry';
import { call } from '../support/http';
import { startTestServer } from '../support/test-server';

/** The demo catalogue of `npm start`: its coverage, its live auctions, and a second run. */
let server: Running;
const demo = sql<boolean>`lots.lot_number ~ '^26[0-9]{8}$'`;
const S = LOT_STATUS;

beforeAll(async () => {
  server = await startTestServer();
  expect(await seedDemoCatalogue(server.deps.db)).toEqual({ outcome: 'created', lots: DEMO_LOT_COUNT });
});

afterAll(async () => {
  await server?.close();
});

describe('demo catalogue', () => {
  it('covers every status, every category and every region', async () => {
    const { db } = server.deps;
    const distinct = async (column: string) =>
      (
        await sql<{
          n: string;
        }>`SELECT count(DISTINCT ${sql.ref(column)}) AS n FROM lots WHERE ${demo}`.execute(db)
      ).rows[0]?.n;
    expect(Number(await distinct('lots.lot_status'))).toBe(17);
    const categories = await db
      .selectFrom('property_categories')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await distinct('lots.category_id')).toBe(categories.n);
    const regions = await db
      .selectFrom('regions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await distinct('lots.region_id')).toBe(regions.n);
  });

  it('has auctions live now, some ending within the hour, and others starting soon', async () => {
    const { rows } = await sql<{ live: string; soon: string; starting: string }>`
      SELECT count(*) FILTER (WHERE lot_status = 4 AND starts_at < now() AND ends_at > now()) AS live,
             count(*) FILTER (WHERE lot_status = 4 AND ends_at < now() + interval '1 hour') AS soon,
             count(*) FILTER (WHERE lot_status = 3 AND starts_at > now()) AS starting
      FROM lots WHERE ${demo}`.execute(server.deps.db);
    expect(Number(rows[0]?.live)).toBeGreaterThan(10);
    expect(Number(rows[0]?.soon)).toBeGreaterThan(0);
    expect(Number(rows[0]?.starting)).toBeGreaterThan(0);
  });

  it('has protocols (active and cancelled), blacklist entries (in force and expired) and bid histories', async () => {
    const { rows } = await sql<{
      active: string;
      cancelled: string;
      in_force: string;
      expired: string;
      bids: string;
    }>`
      SELECT (SELECT count(*) FROM protocols p JOIN lots ON lots.id = p.lot_id WHERE ${demo} AND p.status = 'active') AS active,
             (SELECT count(*) FROM protocols p JOIN lots ON lots.id = p.lot_id WHERE ${demo} AND p.status = 'cancelled') AS cancelled,
             (SELECT count(*) FROM blacklist_entries b WHERE b.lot_number ~ '^26[0-9]{8}$' AND b.end_date >= current_date) AS in_force,
             (SELECT count(*) FROM blacklist_entries b WHERE b.lot_number ~ '^26[0-9]{8}$' AND b.end_date < current_date) AS expired,
             (SELECT count(DISTINCT r.lot_id) FROM lot_result_bids r JOIN lots ON lots.id = r.lot_id WHERE ${demo}) AS bids`.execute(
      server.deps.db,
    );
    const row = rows[0];
    expect(Number(row?.active)).toBeGreaterThan(0);
    expect(Number(row?.cancelled)).toBeGreaterThan(0);
    expect(Number(row?.in_force)).toBeGreaterThan(0);
    expect(Number(row?.expired)).toBeGreaterThan(0);
    expect(Number(row?.bids)).toBeGreaterThan(0);
  });

  it('has fixed-price lots on sale with copies left, never in an auction status, some ending soon', async () => {
    const { db } = server.deps;
    const fixed = await db
      .selectFrom('lots')
      .select(['id', 'lot_status', 'quantity', 'quantity_sold', 'deposit_amount', 'ends_at'])
      .where(demo)
      .where('trade_type', '=', TRADE_TYPE.FIXED_PRICE)
      .execute();
    const allowed: number[] = [S.ANNOUNCED, S.LIVE, S.SOLD, S.NOT_SOLD, S.WITHDRAWN, S.CANCELLED, S.ARCHIVED];
    allowed.push(S.UNDER_MODERATION);
    expect(fixed.length).toBeGreaterThan(20);
    expect(fixed.filter((lot) => !allowed.includes(lot.lot_status))).toEqual([]);
    expect(fixed.every((lot) => lot.deposit_amount === '0')).toBe(true);
    const onSale = fixed.filter((lot) => lot.lot_status === S.LIVE);
    expect(onSale.some((lot) => lot.quantity_sold > 0 && lot.quantity_sold < lot.quantity)).toBe(true);
    expect(
      fixed.filter((lot) => lot.lot_status === S.SOLD).every((l) => l.quantity_sold === l.quantity),
    ).toBe(true);
    const bids = await db
      .selectFrom('lot_result_bids')
      .select('lot_id')
      .where(
        'lot_id',
        'in',
        fixed.map((lot) => lot.id),
      )
      .execute();
    expect(bids).toEqual([]);

    // The sweep ends the sales whose stay time runs out within the next two hours, and only those.
    const later = new Date(Date.now() + 2 * 3_600_000);
    const ending = onSale.filter((lot) => lot.ends_at <= later).map((lot) => lot.id);
    expect(ending.length).toBeGreaterThan(0);
    // Other files' fixed-price lots share the database and may end too: count the demo's alone.
    await sweepFixedPriceLots(server.deps, later);
    const after = await db
      .selectFrom('lots')
      .select(['id', 'lot_status'])
      .where(
        'id',
        'in',
        onSale.map((lot) => lot.id),
      )
      .execute();
    const ended = after.filter((lot) => lot.lot_status === S.SOLD || lot.lot_status === S.NOT_SOLD);
    expect(ended.map((lot) => lot.id).sort()).toEqual([...ending].sort());
  });

  it('keeps every fixed-price lot within 60 BHM, and has a showcase the demo buyer can buy at once', async () => {
    const fixed = await server.deps.db
      .selectFrom('lots')
      .select([
        'lot_number',
        'lot_status',
        'start_price',
        'published_at',
        'quantity',
        'quantity_sold',
        'ends_at',
      ])
      .where(demo)
      .where('trade_type', '=', TRADE_TYPE.FIXED_PRICE)
      .execute();
    expect(fixed.filter((lot) => BigInt(lot.start_price) > fixedPriceLimitTiyin(lot.published_at))).toEqual(
      [],
    );
    const showcase = fixed.find((lot) => lot.lot_number === '2600000005');
    expect(showcase).toMatchObject({ lot_status: LOT_STATUS.LIVE, quantity_sold: 0 });
    expect(showcase?.quantity).toBeGreaterThanOrEqual(6);
    expect(showcase && showcase.ends_at.getTime() - Date.now()).toBeGreaterThan(20 * 86_400_000);
  });

  it("auction bid histories climb the engine's ladder, whose first rung the lot card shows", async () => {
    const { db } = server.deps;
    const lots = await db
      .selectFrom('lots')
      .select(['id', 'start_price', 'published_at'])
      .where(demo)
      .where('trade_type', '=', TRADE_TYPE.AUCTION)
      .where('id', 'in', db.selectFrom('lot_result_bids').select('lot_id'))
      .execute();
    expect(lots.length).toBeGreaterThan(10);
    for (const lot of lots) {
      const bids = await db
        .selectFrom('lot_result_bids')
        .select('amount')
        .where('lot_id', '=', lot.id)
        .orderBy('seq')
        .execute();
      const start = BigInt(lot.start_price);
      const ladder = priceLadder(
        { startPrice: start, price: null, stepNo: 0, stepMode: stepModeFor(start, lot.published_at) },
        bids.length,
      );
      expect(bids.map((bid) => BigInt(bid.amount))).toEqual(ladder);
      const details = await call<LotDetails>(server.url, `/api/shop/lot-card/details?lot_id=${lot.id}`);
      expect(details.body.first_step_price).toBe(ladder[0]?.toString());
    }
  });

  it('is served by the lot list, search included', async () => {
    const answer = await call<LotList>(
      server.url,
      `/api/shop/shop-lots/lot-list?i=0&q=${encodeURIComponent('Чиланзар')}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(0);
  });

  it('a second run adds nothing and moves the times forward', async () => {
    const { db } = server.deps;
    const before = await db.selectFrom('lots').select(['id', 'ends_at']).where(demo).orderBy('id').execute();
    const later = Date.now() + 3 * 86_400_000;
    const result = await seedDemoCatalogue(db, later);
    expect(result.outcome).toBe('shifted');
    const after = await db.selectFrom('lots').select(['id', 'ends_at']).where(demo).orderBy('id').execute();
    expect(after.map((lot) => lot.id)).toEqual(before.map((lot) => lot.id));
    const moved = after[0]!.ends_at.getTime() - before[0]!.ends_at.getTime();
    expect(result.outcome === 'shifted' && result.byMs).toBe(moved);
    expect(moved).toBeGreaterThan(2.9 * 86_400_000);
  });
});
