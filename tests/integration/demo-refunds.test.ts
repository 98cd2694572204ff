/**
 * The demo's refund applications (`npm start`): three of the demo buyer's, pending on the operator's
 * refund desk, their sums taken from the buyer's available balance; none made again while one is
 * pending, three new ones once the operator has decided them all.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorRefundPageSchema } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { DEMO_OPERATOR } from '../../server/src/demo/demo-operator';
import { seedDemoRefunds } from '../../server/src/demo/demo-refunds';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { useDemoPeople } from '../support/demo-people';
import { call, postJson } from '../support/http';
import { balancesOf, expectLedgerConsistent } from '../support/ledger';
import type { TestUser } from '../support/session';

const people = useDemoPeople('demo-refunds');
let server: Running;
let operator: TestUser;
let buyerId: string;

beforeAll(async () => {
  ({ server, buyerId } = people);
  await topUp(server.deps.db, {
    userId: buyerId,
    amount: 100_000_000n,
    businessKey: 'demo-refunds-test-topup',
  });
  operator = await people.sessionOf(DEMO_OPERATOR.phone);
}, 90_000);

const pending = async () =>
  operatorRefundPageSchema.parse(
    (await call(server.url, '/api/shop/operator/refunds?status=pending', { headers: operator.headers })).body,
  ).items;

describe('the demo refunds seed', () => {
  it('leaves three of the demo buyer’s applications pending on the desk, once', async () => {
    expect(await seedDemoRefunds(server.deps)).toEqual({ outcome: 'made', made: 3 });
    expect(await seedDemoRefunds(server.deps)).toEqual({ outcome: 'kept' });
    const rows = await pending();
    expect(rows.map((row) => row.amount).sort()).toEqual(['12000000', '5000000', '7500000']);
    // 1 000 000 so'm in, 245 000 so'm asked back: the rest stays available.
    expect((await balancesOf(server.deps.db, buyerId)).available).toBe(75_500_000n);
    for (const row of rows) {
      const decided = await postJson(
        server.url,
        `/api/shop/operator/refunds/${row.id}/approve`,
        {},
        operator.headers,
      );
      expect(decided.status).toBe(200);
    }
    expect(await seedDemoRefunds(server.deps)).toEqual({ outcome: 'made', made: 3 });
    await expectLedgerConsistent(server.deps.db);
  });
});
