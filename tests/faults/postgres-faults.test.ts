/**
 * PostgreSQL faults in a bid storm (issue 14; docs/faults.md), the machine's PostgreSQL never
 * stopped:
 * - the backends of the server's group commits terminated while they run (pg_terminate_backend):
 *   those bids are not acknowledged, the reconciler copies them, nothing acknowledged is lost;
 * - PostgreSQL unreachable for 5 s (a TCP proxy of the test's own between the server and
 *   PostgreSQL drops every connection and refuses new ones): bids are refused with
 *   SERVICE_UNAVAILABLE ("try again a little later"), none acknowledged and lost, and bidding goes
 *   on once PostgreSQL is back.
 * Each ends with the consistency check (tests/support/fault-storm.ts).
 */
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { createDatabase } from '../../server/src/db/database';
import { createLiveAuction } from '../support/auction';
import { expectConsistentEnd, sleep, startStorm, type Storm } from '../support/fault-storm';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { startTestServer } from '../support/test-server';

const BID_RATE = '100000';
const APP_NAME = 'kimoshdi-fault-commit';

const servers: Running[] = [];
const storms: Storm[] = [];
const proxies: TcpProxy[] = [];

afterAll(async () => {
  for (const storm of storms) storm.close();
  for (const proxy of proxies) proxy.restore();
  for (const server of servers) await server.close();
  for (const proxy of proxies) await proxy.close();
});

describe('a PostgreSQL backend terminated during a group commit', () => {
  it('fails that commit only: no acknowledged bid lost, the reconciler fills the record', async () => {
    const url = new URL(inject('databaseUrl'));
    url.searchParams.set('application_name', APP_NAME);
    const server = await startTestServer({
      DATABASE_URL: url.toString(),
      AUCTION_BID_RATE: BID_RATE,
      RUN_WORKER: 'false',
    });
    servers.push(server);
    const admin = createDatabase(inject('databaseUrl'), 2);
    try {
      const { lot, bidders } = await createLiveAuction(server, { bidders: 6 });
      const storm = await startStorm({ lotId: lot.id, urls: [server.url], bidders, watchers: 4 });
      storms.push(storm);
      await sleep(800);
      // Three times: the bids table locked for a moment so the server's commits queue on it,
      // then every backend of the server waiting there is terminated mid-commit.
      let terminated = 0;
      const locker = await admin.connection().execute(async (connection) => {
        for (let round = 0; round < 3; round += 1) {
          await sql`BEGIN`.execute(connection);
          await sql`LOCK TABLE bids IN SHARE MODE`.execute(connection);
          await sleep(300);
          const { rows } = await sql<{ done: boolean }>`
            SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
            WHERE application_name = ${APP_NAME} AND wait_event_type = 'Lock'`.execute(connection);
          terminated += rows.filter((row) => row.done).length;
          await sql`ROLLBACK`.execute(connection);
          await sleep(300);
        }
        return terminated;
      });
      expect(locker).toBe(terminated);
      await sleep(1_500);
      const report = await expectConsistentEnd({ db: server.deps.db, url: server.url, lotId: lot.id, storm });
      console.info('PostgreSQL backend terminated in commits:', JSON.stringify({ ...report, terminated }));
      expect(terminated).toBeGreaterThan(0);
      expect(report.codes.SERVICE_UNAVAILABLE ?? 0).toBeGreaterThan(0);
      expect(report.codes.INTERNAL ?? 0).toBe(0);
    } finally {
      await admin.destroy();
    }
  });
});

describe('PostgreSQL unreachable for 5 s', () => {
  it('refuses bids with "try again" meanwhile, none acknowledged and lost, and goes on after', async () => {
    const proxy = await startTcpProxy(inject('databaseUrl'));
    proxies.push(proxy);
    const server = await startTestServer({
      DATABASE_URL: proxy.url,
      AUCTION_BID_RATE: BID_RATE,
      RUN_WORKER: 'false',
    });
    servers.push(server);
    const { lot, bidders } = await createLiveAuction(server, { bidders: 6 });
    const storm = await startStorm({ lotId: lot.id, urls: [server.url], bidders, watchers: 4 });
    storms.push(storm);
    await sleep(1_000);
    proxy.cut();
    const cutAt = Date.now();
    await sleep(5_000);
    proxy.restore();
    const restoredAt = Date.now();
    await sleep(2_500);
    const ops = storm.histories.flatMap((h) => h.observations);
    const refusedDuring = ops.filter(
      (o) => o.kind === 'bid' && !o.bid && o.sentAt > cutAt + 200 && o.doneAt < restoredAt,
    );
    const ackedAfter = ops.filter((o) => o.kind === 'bid' && o.bid && o.sentAt > restoredAt);
    const report = await expectConsistentEnd({ db: server.deps.db, url: server.url, lotId: lot.id, storm });
    console.info('PostgreSQL unreachable 5 s:', JSON.stringify(report));
    expect(refusedDuring.length).toBeGreaterThan(0);
    const codes = new Set(refusedDuring.map((o) => (o.kind === 'bid' ? o.error : '')));
    // A clear "try again": never a technical failure.
    expect([...codes].filter((code) => code !== 'SERVICE_UNAVAILABLE' && code !== 'BID_TOO_LOW')).toEqual([]);
    expect(ackedAfter.length).toBeGreaterThan(3);
  });
});
