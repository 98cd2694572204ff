import { beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS, withdrawLotAnswerSchema, withdrawTermsSchema } from '@kimoshdi/shared';
import { bhmOn } from '@kimoshdi/shared/domain/money/bhm';
import type { Running } from '../../server/src/boot';
import { DEMO_CUSTOMER } from '../../server/src/demo/demo-customer';
import { seedDemoWithdrawal, type DemoWithdrawalResult } from '../../server/src/demo/demo-withdrawal';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { useDemoPeople } from '../support/demo-people';
import { call, postJson } from '../support/http';
import { balancesOf, expectLedgerConsistent } from '../support/ledger';
import type { TestUser } from '../support/session';

/**
 * The demo customer's withdrawals (`npm start`): two lots withdrawn already, and a lot on trade the
 * customer may withdraw at once, the demo buyer applied to it; its terms name the 3rd withdrawal's
 * 1 BHM, owed as a debt (the demo customer's balance is empty). A later run makes nothing while
 * that lot may still be withdrawn or the penalty is owed, and a new lot once it is paid.
 */
const people = useDemoPeople('demo-withdrawal');
let server: Running;
let first: DemoWithdrawalResult;
let customer: TestUser;
let buyerId: string;
const BHM = bhmOn(new Date()) * 100n;

beforeAll(async () => {
  ({ server, buyerId } = people);
  first = await seedDemoWithdrawal(server.deps);
  customer = await people.sessionOf(DEMO_CUSTOMER.phone);
}, 90_000);

const terms = async (lotId: number) =>
  withdrawTermsSchema.parse(
    (
      await call(server.url, `/api/shop/order-action/withdraw-terms?lot_id=${lotId}`, {
        headers: customer.headers,
      })
    ).body,
  );

describe('the demo withdrawals seed', () => {
  it('leaves two lots withdrawn and one to withdraw, whose terms name the 3rd withdrawal’s 1 BHM as a debt', async () => {
    expect(first).toMatchObject({ withdrawn: 2, made: true });
    const withdrawn = await server.deps.db
      .selectFrom('lot_withdrawals')
      .innerJoin('lots', 'lots.id', 'lot_withdrawals.lot_id')
      .select(['lot_withdrawals.ordinal', 'lot_withdrawals.penalty', 'lots.lot_status'])
      .where('lot_withdrawals.user_id', '=', customer.userId)
      .orderBy('lot_withdrawals.ordinal')
      .execute();
    expect(withdrawn).toEqual([
      { ordinal: 1, penalty: '0', lot_status: LOT_STATUS.WITHDRAWN },
      { ordinal: 2, penalty: '0', lot_status: LOT_STATUS.WITHDRAWN },
    ]);
    const lotId = first.withdrawableLot!;
    expect(await terms(lotId)).toMatchObject({
      allowed: true,
      withdrawals_made: 2,
      penalty_bhm: 1,
      penalty: BHM.toString(),
      available: '0',
      becomes_debt: true,
      applicants: 1,
    });
    // Its photos came with the order; the catalogue shows it.
    const lot = await server.deps.db
      .selectFrom('lots')
      .select(['lot_status', 'main_photo'])
      .where('id', '=', lotId)
      .executeTakeFirstOrThrow();
    expect(lot.lot_status).toBe(LOT_STATUS.ACCEPTING_APPLICATIONS);
    expect(lot.main_photo).toMatch(/^\/files\//);
  });

  it('makes nothing while that lot may be withdrawn or its penalty is owed, and a new lot once paid', async () => {
    expect(await seedDemoWithdrawal(server.deps)).toEqual({
      withdrawn: 0,
      withdrawableLot: first.withdrawableLot,
      made: false,
    });
    const blocked = (await balancesOf(server.deps.db, buyerId)).blocked;
    expect(blocked).toBeGreaterThan(0n);
    const answer = withdrawLotAnswerSchema.parse(
      (
        await postJson(
          server.url,
          '/api/shop/order-action/withdraw-lot',
          { lot_id: first.withdrawableLot },
          customer.headers,
        )
      ).body,
    );
    expect(answer).toMatchObject({ ordinal: 3, released: 1, charged: false });
    expect(answer.debt?.amount).toBe(BHM.toString());
    expect((await balancesOf(server.deps.db, buyerId)).blocked).toBe(0n);

    // Owing the penalty, the customer may make no order: the demo makes none either.
    expect(await seedDemoWithdrawal(server.deps)).toMatchObject({
      withdrawn: 0,
      withdrawableLot: null,
      made: false,
      skipped: 'the demo customer owes a penalty',
    });
    await topUp(server.deps.db, {
      userId: customer.userId,
      amount: BHM,
      businessKey: 'test-demo-withdrawal',
    });
    const paid = await postJson(
      server.url,
      '/api/shop/order-action/pay-debt',
      { debt_id: answer.debt?.id },
      customer.headers,
    );
    expect(paid.status).toBe(200);

    const again = await seedDemoWithdrawal(server.deps);
    expect(again).toMatchObject({ withdrawn: 0, made: true });
    expect(again.withdrawableLot).not.toBe(first.withdrawableLot);
    expect(await terms(again.withdrawableLot!)).toMatchObject({
      allowed: true,
      withdrawals_made: 3,
      penalty_bhm: 1,
    });
    await expectLedgerConsistent(server.deps.db);
  });
});
