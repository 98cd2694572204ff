import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { LotList } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { DEMO_LOT_COUNT, seedDemoCatalogue } from '../../server/src/demo/demo-catalogue';
import { call } from '../support/http';
import { startTestServer } from '../support/test-server';

/** The demo catalogue of `npm start`: its coverage, its live auctions, and a second run. */
let server: Running;
const demo = sql<boolean>`lots.lot_number ~ '^26[0-9]{8}$'`;

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
