import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS, orderProtestsSchema, protestTermsSchema } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { seedDemoAuction } from '../../server/src/demo/demo-auction';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../../server/src/demo/demo-customer';
import { seedDemoOperator } from '../../server/src/demo/demo-operator';
import { seedDemoProtests, type DemoProtestsResult } from '../../server/src/demo/demo-protests';
import { call } from '../support/http';
import { expectLedgerConsistent } from '../support/ledger';
import { sessionFor } from '../support/session';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from '../support/test-server';

/**
 * The demo's protests (`npm start`): an ended auction of the demo customer's with the demo buyer's
 * protest waiting for the answer, and another the demo buyer may still protest; a second run makes
 * neither again.
 */
let server: Running;
let storageDir: string;
let first: DemoProtestsResult;
const databaseName = ownDatabaseName('demo_protests');

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'kim-demo-protests-'));
  server = await startServerOnOwnDatabase(databaseName, 'demo-protests:', { FILE_STORAGE_DIR: storageDir });
  await seedDemoOperator(server.deps.db);
  await seedDemoCustomer(server.deps);
  // Without a catalogue this makes the demo bidders and the demo buyer only.
  await seedDemoAuction(server.deps);
  first = await seedDemoProtests(server.deps);
}, 90_000);

afterAll(async () => {
  await server?.close();
  await dropOwnDatabase(databaseName);
  await rm(storageDir, { recursive: true, force: true });
});

const db = () => server.deps.db;

async function userId(phone: string): Promise<string> {
  const row = await db()
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

describe('the demo protests seed', () => {
  it('leaves the demo customer a protest of the demo buyer waiting for the answer', async () => {
    expect(first.made).toEqual(['protested', 'open']);
    const customer = await sessionFor(server, await userId(DEMO_CUSTOMER.phone));
    const lot = await db()
      .selectFrom('lots')
      .select(['order_id', 'lot_status', 'lot_number'])
      .where('id', '=', first.protestedLot ?? 0)
      .executeTakeFirstOrThrow();
    expect(lot.lot_status).toBe(LOT_STATUS.AWAITING_PAYMENT);
    const answer = await call(server.url, `/api/shop/order/protests?id=${lot.order_id}`, {
      headers: customer.headers,
    });
    expect(answer.status).toBe(200);
    const { items } = orderProtestsSchema.parse(answer.body);
    expect(items).toEqual([
      expect.objectContaining({
        lot_id: first.protestedLot,
        state: 'open',
        can_answer: true,
        buyer_number: 1,
      }),
    ]);
    const told = await db()
      .selectFrom('notifications')
      .select('link')
      .where('user_id', '=', customer.userId)
      .where('message_key', '=', 'protests:messages.filed')
      .execute();
    expect(told).toEqual([{ link: `/profile/orders/lots/${lot.order_id}` }]);
  });

  it('leaves the demo buyer another ended lot of the customer’s to protest', async () => {
    const buyer = await sessionFor(server, await userId('+998900000002'));
    const answer = await call(server.url, `/api/shop/lot-protests/terms?lot_id=${first.openLot}`, {
      headers: buyer.headers,
    });
    expect(protestTermsSchema.parse(answer.body)).toMatchObject({
      participant: true,
      may_protest: true,
      protests: [],
    });
    const protested = protestTermsSchema.parse(
      (
        await call(server.url, `/api/shop/lot-protests/terms?lot_id=${first.protestedLot}`, {
          headers: buyer.headers,
        })
      ).body,
    );
    expect(protested).toMatchObject({ may_protest: false, refusal: 'PROTEST_ALREADY_OPEN' });
  });

  it('makes neither again on the next start', async () => {
    const again = await seedDemoProtests(server.deps);
    expect(again).toEqual({ protestedLot: first.protestedLot, openLot: first.openLot, made: [] });
    await expectLedgerConsistent(db());
  });
});
