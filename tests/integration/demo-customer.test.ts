import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListSchema } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../../server/src/demo/demo-customer';
import { CookieJar, completeLogin, followRedirects } from '../support/identity';
import { startTestServer } from '../support/test-server';

/**
 * The demo customer `npm start` seeds: one account however often the seed runs, signing in through
 * the normal login to a list of orders in several states, whose photos are served.
 */
let server: Running;
let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'kim-demo-customer-'));
  server = await startTestServer({ FILE_STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await server?.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function signInThroughShop(login: string, password: string) {
  const jar = new CookieJar();
  const landed = await followRedirects(
    jar,
    `${server.url}/api/shop/auth/login?return_to=%2Fprofile%2Forders`,
  );
  const callback = await completeLogin(jar, landed.url, login, password);
  expect((await jar.fetch(callback)).status).toBe(303);
  return jar;
}

describe('the demo customer seed', () => {
  it('makes the customer and three orders once; a later start leaves them', async () => {
    expect(await seedDemoCustomer(server.deps)).toEqual({ outcome: 'created', orders: 3 });
    expect(await seedDemoCustomer(server.deps)).toEqual({ outcome: 'present', orders: 0 });
  });

  it('signs in with the README phone and password and lists the orders in their states', async () => {
    const jar = await signInThroughShop(DEMO_CUSTOMER.shownPhone, DEMO_CUSTOMER.password);
    const answer = await jar.fetch(new URL('/api/shop/order/list', server.url));
    expect(answer.status).toBe(200);
    const list = orderListSchema.parse(await answer.json());
    expect(list.total).toBe(3);
    expect(
      list.items.map((order) => [order.status, order.returned_at !== null, order.missing.length === 0]),
    ).toEqual([
      [2, false, true],
      [1, true, true],
      [1, false, false],
    ]);
    const photo = list.items[0]?.main_photo ?? '';
    expect(photo).toMatch(/^\/files\//);
    const served = await jar.fetch(new URL(photo, server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });
});
