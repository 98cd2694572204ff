import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotDetailsSchema, lotListSchema } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { call, postJson } from '../support/http';
import { createTestLot, uniqueMarker, type TestLot } from '../support/catalogue';
import { signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * Answers with a signed-in caller's favourite flags must never be kept by a shared cache and handed
 * to someone else: they are private, and every answer of these calls varies with the cookie (a
 * guest's copy must not be served to a signed-in caller either). The guest list cache is on, so
 * the guests' fast path from memory is covered too.
 */
let server: Running;
let alice: TestUser;
let lot: TestLot;
const marker = uniqueMarker();
const LIST = `/api/shop/shop-lots/lot-list?i=0&q=${marker}`;
const details = () => `/api/shop/lot-card/details?lot_id=${lot.id}`;

const varies = (headers: Headers) =>
  (headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .includes('cookie');
const isPrivate = (headers: Headers) => /(^|,)\s*private\b/.test(headers.get('cache-control') ?? '');
const isPublic = (headers: Headers) => /(^|,)\s*public\b/.test(headers.get('cache-control') ?? '');

beforeAll(async () => {
  server = await startTestServer({ LOT_LIST_CACHE_MS: '60000' });
  alice = await signIn(server);
  lot = await createTestLot(server.deps.db, { name: { uz: `Shaxsiy ${marker}`, ru: `Личный ${marker}` } });
  const added = await postJson(server.url, '/api/shop/favourite-lots/add', { lot_id: lot.id }, alice.headers);
  expect(added.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

describe('answers that depend on the caller', () => {
  it('lot-card/details: private for a signed-in caller, varying with the cookie for everyone', async () => {
    const signedIn = await call(server.url, details(), { headers: alice.headers });
    expect(signedIn.status).toBe(200);
    expect(lotDetailsSchema.parse(signedIn.body).favourite).toBe(true);
    expect(isPrivate(signedIn.headers)).toBe(true);
    expect(varies(signedIn.headers)).toBe(true);

    const guest = await call(server.url, details());
    expect(guest.status).toBe(200);
    expect(lotDetailsSchema.parse(guest.body).favourite).toBe(false);
    expect(isPublic(guest.headers)).toBe(false);
    expect(varies(guest.headers)).toBe(true);
  });

  it('shop-lots/lot-list: private for a signed-in caller, varying with the cookie on the guest fast path', async () => {
    const signedIn = await call(server.url, LIST, { headers: alice.headers });
    expect(signedIn.status).toBe(200);
    expect(lotListSchema.parse(signedIn.body).items.map((row) => row.favourite)).toEqual([true]);
    expect(isPrivate(signedIn.headers)).toBe(true);
    expect(varies(signedIn.headers)).toBe(true);

    // The first guest call fills the memory through the route, the second is the fast path's hit.
    for (let i = 0; i < 2; i++) {
      const guest = await call(server.url, LIST);
      expect(guest.status).toBe(200);
      expect(lotListSchema.parse(guest.body).items.map((row) => row.favourite)).toEqual([false]);
      expect(isPublic(guest.headers)).toBe(false);
      expect(isPrivate(guest.headers)).toBe(false);
      expect(varies(guest.headers)).toBe(true);
    }
  });

  it("a signed-in caller never gets the guests' copy, even right after a guest filled the cache", async () => {
    await call(server.url, LIST);
    const signedIn = await call(server.url, LIST, { headers: alice.headers });
    expect(lotListSchema.parse(signedIn.body).items.map((row) => row.favourite)).toEqual([true]);
    expect(isPrivate(signedIn.headers)).toBe(true);
  });
});
