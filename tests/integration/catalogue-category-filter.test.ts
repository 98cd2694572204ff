import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS, type LotList, type LotListCounter } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { call } from '../support/http';
import { createTestLot, uniqueMarker } from '../support/catalogue';
import { startTestServer } from '../support/test-server';

/** The category filter takes in the sub-categories: "Vehicles" holds the cars and the trucks. */
let server: Running;
const marker = uniqueMarker();
const ids = { vehicles: 0, cars: 0, trucks: 0, apartments: 0 };

beforeAll(async () => {
  server = await startTestServer();
  const lot = async (categoryId: number, lotStatus: number) =>
    (
      await createTestLot(server.deps.db, {
        name: { uz: `Lot ${marker}`, ru: `Лот ${marker}` },
        categoryId,
        lotStatus,
      })
    ).id;
  ids.vehicles = await lot(6, LOT_STATUS.ANNOUNCED);
  ids.cars = await lot(7, LOT_STATUS.LIVE);
  ids.trucks = await lot(8, LOT_STATUS.SOLD);
  ids.apartments = await lot(2, LOT_STATUS.LIVE);
});

afterAll(async () => {
  await server?.close();
});

const list = async (category: number) =>
  (
    await call<LotList>(server.url, `/api/shop/shop-lots/lot-list?i=0&q=${marker}&category=${category}`)
  ).body.items
    .map((item) => item.id)
    .sort((a, b) => a - b);

describe('the category filter', () => {
  it('lists a top-level category with its sub-categories', async () => {
    expect(await list(6)).toEqual([ids.vehicles, ids.cars, ids.trucks].sort((a, b) => a - b));
  });

  it('lists a sub-category alone', async () => {
    expect(await list(7)).toEqual([ids.cars]);
  });

  it('counts the tabs the same way', async () => {
    const answer = await call<LotListCounter>(
      server.url,
      `/api/shop/shop-lots/lot-list-counter?q=${marker}&category=6`,
    );
    expect(answer.body.counts).toMatchObject({ 0: 3, 1: 1, 2: 1, 4: 1 });
  });
});
