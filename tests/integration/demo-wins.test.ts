import { LOT_STATUS } from '@kimoshdi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { seedDemoAuction } from '../../server/src/demo/demo-auction';
import { seedDemoCatalogue } from '../../server/src/demo/demo-catalogue';
import { seedDemoWins, type DemoWinsResult } from '../../server/src/demo/demo-wins';
import { expectLedgerConsistent } from '../support/ledger';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from '../support/test-server';

/**
 * The demo's road after the close (`npm start`): a lot the demo buyer won, awaiting payment, closed
 * through the real lifecycle; a live lot the buyer leads that closes a few minutes after the start;
 * a second run that makes neither again.
 */
let server: Running;
let first: DemoWinsResult;
const databaseName = ownDatabaseName('demo_wins');

beforeAll(async () => {
  server = await startServerOnOwnDatabase(databaseName, 'demo-wins:');
  await seedDemoCatalogue(server.deps.db);
  await seedDemoAuction(server.deps);
  first = await seedDemoWins(server.deps);
}, 90_000);

afterAll(async () => {
  await server?.close();
  await dropOwnDatabase(databaseName);
});

async function buyerId(): Promise<string> {
  const row = await server.deps.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', '+998900000002')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

describe('the demo wins seed', () => {
  it('leaves a lot the demo buyer won, awaiting payment with a deadline, the deposit kept', async () => {
    expect(first.made).toEqual(['won', 'closing-soon']);
    const won = await server.deps.db
      .selectFrom('lots')
      .innerJoin('auctions', 'auctions.lot_id', 'lots.id')
      .select(['lots.lot_status', 'auctions.winner_user_id', 'auctions.payment_deadline'])
      .where('lots.id', '=', first.wonLot!)
      .executeTakeFirstOrThrow();
    expect(won.lot_status).toBe(LOT_STATUS.AWAITING_PAYMENT);
    expect(String(won.winner_user_id)).toBe(await buyerId());
    expect(won.payment_deadline!.getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);
  });

  it('leaves a live lot the demo buyer leads, ending a few minutes after the start', async () => {
    const lot = await server.deps.db
      .selectFrom('lots')
      .select(['lot_status', 'ends_at'])
      .where('id', '=', first.closingSoonLot!)
      .executeTakeFirstOrThrow();
    expect(lot.lot_status).toBe(LOT_STATUS.LIVE);
    expect(lot.ends_at.getTime() - Date.now()).toBeGreaterThan(2 * 60_000);
    expect(lot.ends_at.getTime() - Date.now()).toBeLessThan(5 * 60_000);
    const state = await server.deps.auction.engine.state(first.closingSoonLot!);
    const last = await server.deps.db
      .selectFrom('bids')
      .select(['user_id', 'amount'])
      .where('lot_id', '=', first.closingSoonLot!)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(String(last.user_id)).toBe(await buyerId());
    expect(state?.price).toBe(String(last.amount));
  });

  it('makes nothing again on a second run, and the ledger stays consistent', async () => {
    const again = await seedDemoWins(server.deps);
    expect(again).toEqual({ ...first, made: [] });
    await expectLedgerConsistent(server.deps.db);
  });
});
