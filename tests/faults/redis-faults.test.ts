/**
 * Redis faults in a bid storm (issue 14; docs/faults.md): the server's Redis is a redis-server of
 * this file's own on a free loopback port, so stopping it never touches the machine's Redis.
 * - SIGSTOP for 5 s, then SIGCONT: bids wait (nothing is refused for good, nothing is lost), and
 *   the storm goes on once Redis answers again.
 * - Restarted empty mid-auction: the engine rebuilds the lot from PostgreSQL and bidding goes on
 *   from the recorded price.
 * Each ends with the consistency check (tests/support/fault-storm.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { createLiveAuction } from '../support/auction';
import { expectConsistentEnd, recordedBids, sleep, startStorm, type Storm } from '../support/fault-storm';
import { hasRedisServer, startRedisProcess, type RedisProcess } from '../support/redis-process';
import { startTestServer } from '../support/test-server';

const BID_RATE = '100000';
// These faults need a Redis of their own to stop: without redis-server on the PATH (the README
// says how to get it) they are skipped, and say so.
const runnable = hasRedisServer();
if (!runnable) console.warn('redis-faults: redis-server is not on the PATH; the Redis faults are skipped');

let redis: RedisProcess;
let server: Running;
const storms: Storm[] = [];

beforeAll(async () => {
  if (!runnable) return;
  redis = await startRedisProcess();
  server = await startTestServer({ REDIS_URL: redis.url, AUCTION_BID_RATE: BID_RATE, RUN_WORKER: 'false' });
});

afterAll(async () => {
  for (const storm of storms) storm.close();
  redis?.resume();
  await server?.close();
  await redis?.stop();
});

describe.runIf(runnable)('Redis stopped (SIGSTOP) for 5 s in a storm', () => {
  it('holds the bids while stopped, goes on after, and loses nothing', async () => {
    const { lot, bidders } = await createLiveAuction(server, { bidders: 6 });
    const storm = await startStorm({ lotId: lot.id, urls: [server.url], bidders, watchers: 6 });
    storms.push(storm);
    await sleep(1_000);
    const ackedBefore = storm.acked().length;
    redis.pause();
    const stoppedAt = Date.now();
    try {
      await sleep(5_000);
    } finally {
      redis.resume();
    }
    const resumedAt = Date.now();
    await sleep(2_000);
    // Acknowledged from the stop on: held while Redis was stopped, or sent after the resume.
    const ackedSince = storm.acked().slice(ackedBefore);
    const report = await expectConsistentEnd({ db: server.deps.db, url: server.url, lotId: lot.id, storm });
    console.info('redis SIGSTOP 5 s:', JSON.stringify({ ...report, stoppedMs: resumedAt - stoppedAt }));
    expect(ackedBefore).toBeGreaterThan(5);
    // The storm went on after the resume.
    expect(ackedSince.length).toBeGreaterThan(5);
  });
});

describe.runIf(runnable)('Redis restarted empty mid-auction', () => {
  it('rebuilds the lot from PostgreSQL and bidding goes on from the recorded price', async () => {
    const { lot, bidders } = await createLiveAuction(server, { bidders: 6 });
    const storm = await startStorm({ lotId: lot.id, urls: [server.url], bidders, watchers: 6 });
    storms.push(storm);
    await sleep(1_000);
    await redis.restartEmpty();
    const restartedAt = Date.now();
    const before = await recordedBids(server.deps.db, lot.id);
    await sleep(2_500);
    const ackedAfter = storm.histories
      .flatMap((h) => h.observations)
      .filter((o) => o.kind === 'bid' && o.bid && o.sentAt > restartedAt);
    const report = await expectConsistentEnd({ db: server.deps.db, url: server.url, lotId: lot.id, storm });
    console.info('redis restarted empty:', JSON.stringify(report));
    expect(before.length).toBeGreaterThan(5);
    expect(ackedAfter.length).toBeGreaterThan(5);
  });
});
