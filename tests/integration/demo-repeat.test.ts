import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListSchema, orderLotsSchema, repeatLotAnswerSchema, repeatTermsSchema } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../../server/src/demo/demo-customer';
import { seedDemoOperator } from '../../server/src/demo/demo-operator';
import { seedDemoRepeat, type DemoRepeatResult } from '../../server/src/demo/demo-repeat';
import { CookieJar, completeLogin, followRedirects } from '../support/identity';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from '../support/test-server';

/**
 * The demo's repeated auction (`npm start`): the demo customer has an order whose lot ended not
 * held, made once however often the seed runs; signed in through the normal login, the customer
 * finds it finished and may put the lot up again at once. On a database of its own: the demo
 * customer is made here, and demo-customer.test.ts counts that customer's orders.
 */
let server: Running;
let storageDir: string;
let first: DemoRepeatResult;
const databaseName = ownDatabaseName('demo_repeat');

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'kim-demo-repeat-'));
  server = await startServerOnOwnDatabase(databaseName, 'demo-repeat:', { FILE_STORAGE_DIR: storageDir });
  // The demo's order of seeding (start.ts): the operator, the customer, then this.
  await seedDemoOperator(server.deps.db);
  await seedDemoCustomer(server.deps);
  first = await seedDemoRepeat(server.deps);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await dropOwnDatabase(databaseName);
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

describe('the demo repeated auction', () => {
  it('is made once: a later start finds it', async () => {
    expect(first).toMatchObject({ outcome: 'created' });
    expect(await seedDemoRepeat(server.deps)).toEqual({ outcome: 'present' });
  });

  it('leaves the demo customer a finished order whose lot ended not held, ready to be put up again', async () => {
    const seeded = first;
    if (seeded.outcome !== 'created') throw new Error('the demo order was not made');
    const jar = await signInThroughShop(DEMO_CUSTOMER.shownPhone, DEMO_CUSTOMER.password);
    const shop = async (url: string, body?: unknown) => {
      const target = new URL(`/api/shop/${url}`, server.url);
      const headers = new Headers();
      if (body !== undefined) {
        const csrf = /(?:^|; )csrf=([^;]+)/.exec(jar.header(target))?.[1] ?? '';
        headers.set('x-csrf-token', decodeURIComponent(csrf));
        headers.set('content-type', 'application/json');
      }
      const answer = await jar.fetch(target, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(answer.status).toBe(200);
      return answer.json() as Promise<unknown>;
    };
    const list = orderListSchema.parse(await shop('order/list?size=20'));
    expect(list.items.find((order) => order.id === seeded.orderId)?.status).toBe(6);
    const lots = orderLotsSchema.parse(await shop(`order/lots?id=${seeded.orderId}`));
    expect(lots.items.map((lot) => [lot.id, lot.lot_status])).toEqual([[seeded.lotId, 6]]);
    // Its start and end have passed: a lot nobody came to, days ago.
    expect(Date.parse(lots.items[0]!.ends_at)).toBeLessThan(Date.now());
    const photo = await jar.fetch(new URL(lots.items[0]!.main_photo ?? '', server.url));
    expect(photo.status).toBe(200);

    const terms = repeatTermsSchema.parse(await shop(`order-action/repeat-terms?lot_id=${seeded.lotId}`));
    expect(terms).toMatchObject({
      allowed: true,
      round: 1,
      original_price: '9500000000',
      floor_price: '4750000000',
      suggested_price: '8550000000',
    });
    const made = repeatLotAnswerSchema.parse(
      await shop('order-action/repeat-lot', { lot_id: seeded.lotId, start_price: '85 500 000' }),
    );
    expect(made).toMatchObject({ order_status: 3, round: 1, start_price: '8550000000' });
  });
});
