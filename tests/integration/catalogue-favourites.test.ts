import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteListSchema, lotDetailsSchema, type LotList } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { call, postJson } from '../support/http';
import { createTestLot, uniqueMarker, type TestLot } from '../support/catalogue';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/** favourite-lots: signed in only, idempotent, each user sees only their own. */
let server: Running;
let alice: TestUser;
let bob: TestUser;
let guest: Record<string, string>;
let first: TestLot;
let second: TestLot;
const marker = uniqueMarker();

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server);
  bob = await signIn(server);
  guest = await guestHeaders(server);
  const name = { uz: `${marker} uy`, ru: `${marker} дом` };
  first = await createTestLot(server.deps.db, { name });
  second = await createTestLot(server.deps.db, { name });
});

afterAll(async () => {
  await server?.close();
});

const list = async (user: TestUser) => {
  const answer = await call(server.url, '/api/shop/favourite-lots/list?page=1&size=10', {
    headers: user.headers,
  });
  expect(answer.status).toBe(200);
  return favouriteListSchema.parse(answer.body);
};

describe('favourite-lots', () => {
  it('guests get 401 on every call', async () => {
    expect(
      (await postJson(server.url, '/api/shop/favourite-lots/add', { lot_id: first.id }, guest)).status,
    ).toBe(401);
    expect(
      (await postJson(server.url, '/api/shop/favourite-lots/remove', { lot_id: first.id }, guest)).status,
    ).toBe(401);
    expect((await call(server.url, '/api/shop/favourite-lots/list')).status).toBe(401);
  });

  it('adding twice keeps one; the list is newest first and marks them favourite', async () => {
    for (const lot of [first, second, first]) {
      const answer = await postJson(
        server.url,
        '/api/shop/favourite-lots/add',
        { lot_id: lot.id },
        alice.headers,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ favourite: true });
    }
    const page = await list(alice);
    expect(page.total).toBe(2);
    expect(page.items.map((lot) => lot.id)).toEqual([second.id, first.id]);
    expect(page.items.every((lot) => lot.favourite)).toBe(true);
  });

  it('the catalogue marks the user’s favourites, and only for that user', async () => {
    const path = `/api/shop/shop-lots/lot-list?i=0&q=${marker}`;
    const asAlice = await call<LotList>(server.url, path, { headers: alice.headers });
    expect(asAlice.body.items.every((lot) => lot.favourite)).toBe(true);
    const asBob = await call<LotList>(server.url, path, { headers: bob.headers });
    expect(asBob.body.items.some((lot) => lot.favourite)).toBe(false);
    const asGuest = await call<LotList>(server.url, path);
    expect(asGuest.body.items.some((lot) => lot.favourite)).toBe(false);
    const details = await call(server.url, `/api/shop/lot-card/details?lot_id=${first.id}`, {
      headers: alice.headers,
    });
    expect(lotDetailsSchema.parse(details.body).favourite).toBe(true);
  });

  it('another user sees none of them', async () => {
    expect((await list(bob)).total).toBe(0);
  });

  it('removing twice is the same as once', async () => {
    for (let k = 0; k < 2; k += 1) {
      const answer = await postJson(
        server.url,
        '/api/shop/favourite-lots/remove',
        { lot_id: first.id },
        alice.headers,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ favourite: false });
    }
    expect((await list(alice)).items.map((lot) => lot.id)).toEqual([second.id]);
  });

  it.each([
    ['an unknown lot', { lot_id: 2_000_000_000 }, 404],
    ['no lot id', {}, 400],
    ['a lot id as text', { lot_id: 'abc' }, 400],
    ['a negative lot id', { lot_id: -1 }, 400],
  ])('adding %s: %i', async (_name, body, status) => {
    const answer = await postJson(server.url, '/api/shop/favourite-lots/add', body, alice.headers);
    expect(answer.status).toBe(status);
  });

  it('without the CSRF token adding is refused', async () => {
    const answer = await postJson(
      server.url,
      '/api/shop/favourite-lots/add',
      { lot_id: first.id },
      { cookie: alice.cookie },
    );
    expect(answer.status).toBe(403);
  });
});
