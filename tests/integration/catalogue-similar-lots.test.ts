import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { similarLotListSchema, SIMILAR_LOTS_SIZE } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { call } from '../support/http';
import { createTestLot, OTHER_PLACE, TEST_PLACE } from '../support/catalogue';
import { signIn } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * shop-lots/similar-lot-list: open lots only, never the lot itself, the same category first (the
 * same region before another, then the nearest price), then the same region, at most 8; 404 for an
 * unknown lot; a guest's answer cached, a signed-in one with its favourites.
 *
 * Other files' lots share the database, so the lots here use a category of their own (14, "Other")
 * and their own prices, and the checks look at the order of this file's lots within the answer.
 */
let server: Running;
const CATEGORY = 14;
const ids: Record<string, number> = {};

const similar = async (lotId: number, headers: Record<string, string> = {}) => {
  const answer = await call(server.url, `/api/shop/shop-lots/similar-lot-list?lot_id=${lotId}`, { headers });
  expect(answer.status).toBe(200);
  return similarLotListSchema.parse(answer.body);
};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  const lot = (name: string, spec: Parameters<typeof createTestLot>[1]) =>
    createTestLot(db, { name: { uz: `o'xshash ${name}`, ru: `похожий ${name}` }, ...spec }).then((made) => {
      ids[name] = made.id;
    });
  const sums = (n: number) => BigInt(n) * 100n;
  await lot('shown', { categoryId: CATEGORY, ...TEST_PLACE, startPrice: sums(10_000_000) });
  await lot('sameRegionFar', { categoryId: CATEGORY, ...TEST_PLACE, startPrice: sums(90_000_000) });
  await lot('sameRegionNear', { categoryId: CATEGORY, ...TEST_PLACE, startPrice: sums(11_000_000) });
  await lot('otherRegionNear', { categoryId: CATEGORY, ...OTHER_PLACE, startPrice: sums(10_000_000) });
  await lot('finished', { categoryId: CATEGORY, ...TEST_PLACE, startPrice: sums(10_000_000), lotStatus: 5 });
  await lot('cancelled', {
    categoryId: CATEGORY,
    ...TEST_PLACE,
    startPrice: sums(10_000_000),
    lotStatus: 13,
  });
});

afterAll(async () => {
  await server?.close();
});

describe('similar lots', () => {
  it('lists open lots of the category, same region first, then the nearest price; never itself', async () => {
    const lots = await similar(ids.shown ?? 0);
    expect(lots.length).toBeLessThanOrEqual(SIMILAR_LOTS_SIZE);
    const got = lots.map((lot) => lot.id);
    expect(got).not.toContain(ids.shown);
    expect(got).not.toContain(ids.finished);
    expect(got).not.toContain(ids.cancelled);
    const mine = got.filter((id) => Object.values(ids).includes(id));
    expect(mine).toEqual([ids.sameRegionNear, ids.sameRegionFar, ids.otherRegionNear]);
    // The category's lots come before any other category's.
    const firstOther = lots.findIndex((lot) => lot.category_id !== CATEGORY);
    if (firstOther !== -1)
      expect(lots.slice(firstOther).every((lot) => lot.category_id !== CATEGORY)).toBe(true);
    expect(lots.every((lot) => [1, 2, 3, 4, 12].includes(lot.lot_status))).toBe(true);
  });

  it('fills up to 8 from the region and then any open lot when the category has few', async () => {
    const lots = await similar(ids.shown ?? 0);
    const open = await server.deps.db
      .selectFrom('lots')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('lot_status', 'in', [1, 2, 3, 4, 12])
      .executeTakeFirstOrThrow();
    expect(lots.length).toBe(Math.min(SIMILAR_LOTS_SIZE, Number(open.n) - 1));
  });

  it('a finished lot still gets similar open lots; an unknown lot is 404', async () => {
    expect((await similar(ids.finished ?? 0)).map((lot) => lot.id)).toContain(ids.shown);
    const answer = await call(server.url, '/api/shop/shop-lots/similar-lot-list?lot_id=2147483000');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ ERROR: { code: 'NOT_FOUND' } });
    const bad = await call(server.url, '/api/shop/shop-lots/similar-lot-list?lot_id=x');
    expect(bad.status).toBe(400);
  });

  it('marks the signed-in user’s favourites', async () => {
    const user = await signIn(server);
    await server.deps.db
      .insertInto('favourites')
      .values({ user_id: user.userId, lot_id: ids.sameRegionNear ?? 0 })
      .execute();
    const lots = await similar(ids.shown ?? 0, user.headers);
    expect(lots.find((lot) => lot.id === ids.sameRegionNear)?.favourite).toBe(true);
    expect((await similar(ids.shown ?? 0)).find((lot) => lot.id === ids.sameRegionNear)?.favourite).toBe(
      false,
    );
  });
});
