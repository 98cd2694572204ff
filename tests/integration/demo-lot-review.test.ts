import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS, lotReviewAnswerSchema, lotReviewPageSchema } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { DEMO_BUYER } from '../../server/src/demo/demo-auction';
import { seedDemoCustomer } from '../../server/src/demo/demo-customer';
import { DEMO_OPERATOR, seedDemoOperator } from '../../server/src/demo/demo-operator';
import { seedDemoLotReview, type DemoLotReviewResult } from '../../server/src/demo/demo-lot-review';
import { call, postJson } from '../support/http';
import { balancesOf, expectLedgerConsistent } from '../support/ledger';
import { sessionFor, type TestUser } from '../support/session';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from '../support/test-server';

/**
 * The demo's lot under review (`npm start`): an auction of the demo customer's, the demo buyer
 * applied, suspended by the demo operator; the operator's desk lists it and may resume it. A later
 * run makes nothing while it is open, and a new one once it was decided.
 */
let server: Running;
let storageDir: string;
let first: DemoLotReviewResult;
let operator: TestUser;
let buyerId: string;
const databaseName = ownDatabaseName('demo_lot_review');

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'kim-demo-lot-review-'));
  server = await startServerOnOwnDatabase(databaseName, 'demo-lot-review:', { FILE_STORAGE_DIR: storageDir });
  await seedDemoOperator(server.deps.db);
  await seedDemoCustomer(server.deps);
  const buyer = await server.deps.db
    .insertInto('users')
    .values({ user_name: 'demo-buyer-test', full_name: 'Demo Buyer', role: 'buyer', phone: DEMO_BUYER.phone })
    .returning('id')
    .executeTakeFirstOrThrow();
  buyerId = String(buyer.id);
  first = await seedDemoLotReview(server.deps);
  const row = await server.deps.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', DEMO_OPERATOR.phone)
    .executeTakeFirstOrThrow();
  operator = await sessionFor(server, String(row.id));
}, 90_000);

afterAll(async () => {
  await server?.close();
  await dropOwnDatabase(databaseName);
  await rm(storageDir, { recursive: true, force: true });
});

describe('the demo lot review seed', () => {
  it('leaves a lot under review on the operator’s desk, with the demo buyer’s deposit blocked; the operator resumes it', async () => {
    expect(first.made).toBe(true);
    const lotId = first.lotId!;
    const lot = await server.deps.db
      .selectFrom('lots')
      .select('lot_status')
      .where('id', '=', lotId)
      .executeTakeFirstOrThrow();
    expect(lot.lot_status).toBe(LOT_STATUS.UNDER_MODERATION);
    expect((await balancesOf(server.deps.db, buyerId)).blocked).toBeGreaterThan(0n);
    expect(await seedDemoLotReview(server.deps)).toEqual({ lotId, made: false });

    const desk = lotReviewPageSchema.parse(
      (await call(server.url, '/api/shop/operator/lot-reviews', { headers: operator.headers })).body,
    );
    const review = desk.items.find((item) => item.lot_id === lotId);
    expect(review).toMatchObject({ decision: null, applicants: 1 });
    const resumed = await postJson(
      server.url,
      `/api/shop/operator/lot-reviews/${review!.id}/resume`,
      {},
      operator.headers,
    );
    expect(lotReviewAnswerSchema.parse(resumed.body)).toMatchObject({
      decision: 'resumed',
      lot_status: LOT_STATUS.ACCEPTING_APPLICATIONS,
    });
    const again = await seedDemoLotReview(server.deps);
    expect(again.made).toBe(true);
    expect(again.lotId).not.toBe(lotId);
    await expectLedgerConsistent(server.deps.db);
  });
});
