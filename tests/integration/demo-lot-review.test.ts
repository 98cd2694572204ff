import { beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS, lotReviewAnswerSchema, lotReviewPageSchema } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { DEMO_OPERATOR } from '../../server/src/demo/demo-operator';
import { seedDemoLotReview, type DemoLotReviewResult } from '../../server/src/demo/demo-lot-review';
import { createTestLot } from '../support/catalogue';
import { useDemoPeople } from '../support/demo-people';
import { call, postJson } from '../support/http';
import { balancesOf, expectLedgerConsistent } from '../support/ledger';
import type { TestUser } from '../support/session';

/**
 * The demo's lot under review (`npm start`): an auction of the demo customer's, the demo buyer
 * applied, suspended by the demo operator; the operator's desk lists it and may resume it. A later
 * run makes nothing while it is open, and a new one once it was decided.
 */
const people = useDemoPeople('demo-lot-review');
let server: Running;
let first: DemoLotReviewResult;
let operator: TestUser;
let buyerId: string;

beforeAll(async () => {
  ({ server, buyerId } = people);
  first = await seedDemoLotReview(server.deps);
  operator = await people.sessionOf(DEMO_OPERATOR.phone);
}, 90_000);

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

  it('gives each catalogue lot written under review the review that put it there, once', async () => {
    const written = await createTestLot(server.deps.db, {
      lotStatus: LOT_STATUS.UNDER_MODERATION,
      startsAt: new Date(Date.now() + 10 * 86_400_000),
      endsAt: new Date(Date.now() + 10 * 86_400_000 + 7_200_000),
    });
    await seedDemoLotReview(server.deps);
    await seedDemoLotReview(server.deps);
    const desk = lotReviewPageSchema.parse(
      (await call(server.url, '/api/shop/operator/lot-reviews', { headers: operator.headers })).body,
    );
    const reviews = desk.items.filter((item) => item.lot_id === written.id);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ decision: null, lot_status: LOT_STATUS.UNDER_MODERATION });
  });
});
