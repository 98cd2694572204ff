/**
 * Processes killed with SIGKILL (issue 14; docs/faults.md). The deployment here is two server
 * processes on two ports sharing PostgreSQL and Redis (tests/support/child-server.ts), and the
 * test's own server (setup, reads; no worker):
 * - one of two web processes killed in a bid storm: the other keeps serving, the clients that were
 *   on the dead one reconnect to the survivor, nothing acknowledged is lost;
 * - a worker killed while close jobs are due: the other worker (its jobs, or its sweep) closes
 *   every lot, each exactly once.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { scheduleClose } from '../../server/src/modules/trade/trade.schedule';
import { bidOverHttp, createLiveAuction } from '../support/auction';
import { startChildServer, type ChildServer } from '../support/child-server';
import { expectConsistentEnd, sleep, startStorm, waitUntil, type Storm } from '../support/fault-storm';
import { expectLedgerConsistent } from '../support/ledger';
import { startTestServer } from '../support/test-server';

const BID_RATE = '100000';

let server: Running;
const children: ChildServer[] = [];
const storms: Storm[] = [];
/** The web process left serving by the first test: a worker of the second. */
let survivor: ChildServer | undefined;

async function child(overrides: Record<string, string>): Promise<ChildServer> {
  // The run's database is migrated already (global setup): children skip it and boot faster.
  const started = await startChildServer({
    AUCTION_BID_RATE: BID_RATE,
    MIGRATE_AT_START: 'false',
    ...overrides,
  });
  children.push(started);
  return started;
}

beforeAll(async () => {
  server = await startTestServer({ AUCTION_BID_RATE: BID_RATE, RUN_WORKER: 'false' });
});

afterAll(async () => {
  for (const storm of storms) storm.close();
  await Promise.all(children.map((c) => c.kill()));
  await server?.close();
});

describe('kill -9 of one of two web processes during a storm', () => {
  it(
    'leaves the other serving; clients reconnect to it; nothing acknowledged is lost',
    { timeout: 300_000 },
    async () => {
      // Each runs a worker too: the survivor is the other worker of the next test (a child boots
      // slowly on a loaded machine, so the file boots three, one at a time).
      const a = await child({ RUN_WORKER: 'true' });
      const b = await child({ RUN_WORKER: 'true' });
      survivor = b;
      const { lot, bidders } = await createLiveAuction(server, { bidders: 6 });
      // Clients spread over both: bidder and watcher i start on process i mod 2.
      const storm = await startStorm({ lotId: lot.id, urls: [a.url, b.url], bidders, watchers: 6 });
      storms.push(storm);
      await sleep(1_200);
      await a.kill();
      const killedAt = Date.now();
      await sleep(2_500);
      const ackedAfter = storm.histories
        .flatMap((h) => h.observations)
        .filter((o) => o.kind === 'bid' && o.bid && o.sentAt > killedAt);
      const report = await expectConsistentEnd({ db: server.deps.db, url: b.url, lotId: lot.id, storm });
      console.info('kill -9 of one web process:', JSON.stringify(report));
      // Half the clients were on the dead process: each reconnected (to the survivor).
      expect(report.reconnects).toBeGreaterThanOrEqual(6);
      expect(ackedAfter.length).toBeGreaterThan(5);
    },
  );
});

describe('the worker killed while close jobs are due', () => {
  it('has the other worker or the sweep close every lot, each once', { timeout: 300_000 }, async () => {
    if (!survivor) throw new Error('the web process test did not leave its survivor');
    const other = survivor;
    const doomed = await child({ RUN_WORKER: 'true' });
    const lots: { id: number; endsAt: number; winner: string }[] = [];
    for (let i = 0; i < 8; i += 1) {
      // 30 s: time for all eight lots and their bids to be made on a loaded machine first.
      const { lot, bidders } = await createLiveAuction(server, { endsInMs: 30_000, overTimeMinutes: 0 });
      await bidOverHttp(server.url, bidders[i % 2]!, lot.id, 10_500_000);
      const row = await server.deps.db
        .selectFrom('lots')
        .select('ends_at')
        .where('id', '=', lot.id)
        .executeTakeFirstOrThrow();
      const endsAt = new Date(row.ends_at).getTime();
      await scheduleClose(server.deps.queues, lot.id, endsAt);
      lots.push({ id: lot.id, endsAt, winner: bidders[i % 2]!.userId });
    }
    const lastEnd = Math.max(...lots.map((l) => l.endsAt));
    // Killed as the first close jobs fire: whatever it held is lost with it.
    await sleep(Math.max(0, Math.min(...lots.map((l) => l.endsAt)) - Date.now()));
    await doomed.kill();

    const ids = lots.map((l) => l.id);
    const settled = await waitUntil(
      async () => {
        const rows = await server.deps.db
          .selectFrom('auctions')
          .select('lot_id')
          .where('lot_id', 'in', ids)
          .where('settled_at', 'is not', null)
          .execute();
        return rows.length === ids.length;
      },
      Math.max(0, lastEnd + 15_000 - Date.now()),
      250,
    );
    expect(settled).toBe(true);
    // Once each: one closing entry in the lot's flow, one notification per participant.
    const flows = await sql<{ lot_id: number; n: string }>`
      SELECT lot_id, count(*)::text AS n FROM lot_flows
      WHERE lot_id = ANY(${ids}) AND status IN (SELECT DISTINCT status FROM lot_flows WHERE lot_id = ANY(${ids}) AND status <> 4)
      GROUP BY lot_id`.execute(server.deps.db);
    expect(flows.rows.map((r) => [r.lot_id, r.n]).sort()).toEqual(ids.map((id) => [id, '1']).sort());
    const winners = await server.deps.db
      .selectFrom('auctions')
      .select(['lot_id', 'winner_user_id'])
      .where('lot_id', 'in', ids)
      .execute();
    expect(new Map(winners.map((w) => [w.lot_id, String(w.winner_user_id)]))).toEqual(
      new Map(lots.map((l) => [l.id, l.winner])),
    );
    await expectLedgerConsistent(server.deps.db);
    console.info(
      'worker killed at the close:',
      JSON.stringify({ lots: ids.length, settledWithinMs: Date.now() - lastEnd }),
    );
    await other.stop();
  });
});
