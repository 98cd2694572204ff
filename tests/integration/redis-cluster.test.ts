/**
 * The platform on a real Redis Cluster of three masters (tests/support/redis-cluster.ts spawns it
 * from `redis-server`; skipped with a message where there is none): two web processes on it, one
 * running the worker. A lot's keys share one slot, BullMQ's keys one tag; a bid storm over sockets
 * on both processes ends in one order everywhere (loadtest/lib/consistency.ts's checks); a lost
 * state is rebuilt from PostgreSQL; a close reaches the watchers on both; a worker's emit (the
 * sharded adapter's channels) reaches sockets on both.
 */
import { randomUUID } from 'node:crypto';
import { lotRoom, type LotGameInfo } from '@kimoshdi/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { createRedisRoomEmitter } from '../../server/src/modules/auction/room/room-emitter';
import { isCluster } from '../../server/src/redis/connection';
import { checkLot } from '../../loadtest/lib/consistency';
import { connectGame, createLiveAuction, type GameClient } from '../support/auction';
import { joinAll, runBidStorm } from '../support/bid-storm';
import { call, postJson } from '../support/http';
import { startRedisCluster, whyNoRedisCluster, type LocalRedisCluster } from '../support/redis-cluster';
import { startTestServer } from '../support/test-server';

const noCluster = whyNoRedisCluster();
if (noCluster) console.warn(`redis-cluster.test.ts skipped: ${noCluster}`);

const PREFIX = `${inject('redisPrefix')}cluster-${randomUUID().slice(0, 8)}:`;

let cluster: LocalRedisCluster | undefined;
let a: Running;
let b: Running;
const sockets: GameClient[] = [];

async function socketOn(server: Running, user?: Parameters<typeof connectGame>[1]): Promise<GameClient> {
  const socket = await connectGame(server, user);
  sockets.push(socket);
  return socket;
}

async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(noCluster !== undefined)('the platform on a Redis Cluster of three masters', () => {
  beforeAll(async () => {
    cluster = await startRedisCluster();
    const settings = { REDIS_CLUSTER_NODES: cluster.nodesText, REDIS_PREFIX: PREFIX };
    a = await startTestServer(settings);
    b = await startTestServer({ ...settings, MIGRATE_AT_START: 'false', RUN_WORKER: 'false' });
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a?.close(), b?.close()]);
    await cluster?.stop();
  }, 30_000);

  it('holds a lot in one slot, spreads lots over the shards and tags BullMQ keys', async () => {
    expect(isCluster(a.deps.redis)).toBe(true);
    const redis = a.deps.redis;
    if (!isCluster(redis)) return;
    const slotOf = async (key: string) => Number(await redis.cluster('KEYSLOT', key));
    const slots = new Set<number>();
    for (let lotId = 1; lotId <= 40; lotId += 1) {
      const lotKeys = [...Object.values(a.deps.keys.lot(lotId)), a.deps.keys.lotRebuildLock(lotId)];
      const ofLot = new Set(await Promise.all(lotKeys.map(slotOf)));
      expect(ofLot.size, `lot ${lotId}'s keys`).toBe(1);
      slots.add([...ofLot][0]!);
    }
    // Forty lots over three masters: every master serves some of them.
    const ranges = await redis.cluster('SLOTS');
    const portOf = (slot: number) => ranges.find(([from, to]) => slot >= from && slot <= to)?.[2]?.[1];
    expect(new Set([...slots].map(portOf)).size).toBe(3);

    const jobId = `cluster-probe-${randomUUID()}`;
    const job = await a.deps.queues.maintenance.add('cluster-probe', {}, { jobId, delay: 3_600_000 });
    try {
      expect(await b.deps.queues.maintenance.getJob(jobId)).toBeDefined();
      expect(a.deps.keys.bullPrefix).toBe(`${PREFIX}{bull}`);
    } finally {
      await job.remove();
    }
  });

  it('orders a bid storm from sockets on both processes one way for everyone', async () => {
    const { lot, bidders } = await createLiveAuction(a, { bidders: 4 });
    const bidderSockets = await Promise.all(bidders.map((user, i) => socketOn(i % 2 ? b : a, user)));
    const guests = await Promise.all([socketOn(a), socketOn(b), socketOn(a), socketOn(b)]);
    const state = await joinAll([...bidderSockets, ...guests], lot.id);

    const storm = await runBidStorm({
      lotId: lot.id,
      bidders: bidderSockets,
      watchers: [...bidderSockets, ...guests],
      infoUrl: b.url,
      durationMs: 4_000,
      suggested: state.suggested_price,
    });
    expect(storm.acked.length, `refusals: ${JSON.stringify([...storm.codes])}`).toBeGreaterThan(5);
    const result = await checkLot({
      db: a.deps.db,
      redis: a.deps.redis,
      redisPrefix: PREFIX,
      lotId: lot.id,
      acked: storm.acked,
      clients: storm.clients,
    });
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ acked_lost: 0, seq_gaps: 0, consistent: true });
    expect(result.table.bids).toBe(storm.acked.length);
  });

  it('rebuilds a lost lot state from PostgreSQL and goes on from the same price', async () => {
    const { lot, bidders } = await createLiveAuction(a, { bidders: 2 });
    for (const [i, amount] of ['10500000', '11000000'].entries()) {
      const answer = await postJson(
        a.url,
        '/api/shop/game-view/bid',
        { lot_id: lot.id, amount, request_id: randomUUID() },
        bidders[i]!.headers,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const keys = a.deps.keys.lot(lot.id);
    // One DEL of five keys: allowed only because they share a slot.
    await a.deps.redis.del(keys.state, keys.bids, keys.participants, keys.autobids, keys.requests);

    const info = await call<LotGameInfo>(b.url, `/api/shop/game-view/lot-game-info?lot_id=${lot.id}`);
    expect(info.body.state).toMatchObject({ seq: 2, price: '1100000000', leader_number: 2 });
    const next = await postJson(
      b.url,
      '/api/shop/game-view/bid',
      { lot_id: lot.id, amount: '11500000', request_id: randomUUID() },
      bidders[0]!.headers,
    );
    expect(next.body).toMatchObject({ bid: { seq: 3, amount: '1150000000' } });
    const consistency = await checkLot({
      db: a.deps.db,
      redis: a.deps.redis,
      redisPrefix: PREFIX,
      lotId: lot.id,
      acked: [],
    });
    expect(consistency.problems).toEqual([]);
  });

  it('closes a lot once, settles it and tells the watchers on both processes', async () => {
    const { lot, bidders } = await createLiveAuction(a, { bidders: 2, endsInMs: 2_000, overTimeMinutes: 0 });
    const watchers = [await socketOn(a), await socketOn(b)];
    await joinAll(watchers, lot.id);
    const closedSeen = watchers.map(
      (socket) =>
        new Promise<number>((resolve) =>
          socket.on('auction:state', (event) => {
            if (event.lot_id === lot.id && event.reason === 'closed') resolve(event.seq);
          }),
        ),
    );
    const bid = await postJson(
      b.url,
      '/api/shop/game-view/bid',
      { lot_id: lot.id, amount: '10500000', request_id: randomUUID() },
      bidders[1]!.headers,
    );
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    // The worker's job or sweep may be first; either way the record holds one close.
    await a.deps.auction.engine.close(lot.id);
    expect(await Promise.all(closedSeen)).toEqual([1, 1]);
    await until(async () => {
      const record = await a.deps.db
        .selectFrom('auctions')
        .select(['closed_at', 'winner_buyer_number'])
        .where('lot_id', '=', lot.id)
        .executeTakeFirstOrThrow();
      return record.closed_at !== null && record.winner_buyer_number === 2;
    });
    const consistency = await checkLot({
      db: a.deps.db,
      redis: a.deps.redis,
      redisPrefix: PREFIX,
      lotId: lot.id,
      acked: [],
      expectRedisState: false,
    });
    expect(consistency.problems).toEqual([]);
  });

  it("delivers a worker's emit (the sharded adapter's channel) to sockets on both processes", async () => {
    const { lot } = await createLiveAuction(a, { bidders: 1 });
    const watchers = [await socketOn(a), await socketOn(b)];
    await joinAll(watchers, lot.id);
    const state = await a.deps.auction.engine.state(lot.id);
    if (!state) throw new Error('the lot has no live state');
    const received = watchers.map(
      (socket) =>
        new Promise<string>((resolve) =>
          socket.on('auction:state', (event) => {
            if (event.lot_id === lot.id) resolve(event.reason);
          }),
        ),
    );
    // What a worker process does: no sockets, a Socket.IO server whose sharded adapter publishes.
    const worker = createRedisRoomEmitter(a.deps.redis, a.deps.keys.socketIo);
    try {
      worker.emit(lotRoom(lot.id), 'auction:state', {
        lot_id: lot.id,
        seq: state.seq,
        reason: 'sync',
        state,
      });
      expect(await Promise.all(received)).toEqual(['sync', 'sync']);
    } finally {
      await worker.close();
    }
  });
});
