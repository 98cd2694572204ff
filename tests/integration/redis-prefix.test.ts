/**
 * Two deployments on one Redis (the same database number: Pub/Sub ignores it anyway), told apart by
 * REDIS_PREFIX alone. A bid's broadcast and a worker's emit reach the other web process of the same
 * deployment and never a socket of the other; their BullMQ queues, keys and Pub/Sub channels are
 * apart. Both deployments use the run's PostgreSQL database, so the same lot, and so the same room
 * name, exists in both: only the prefix keeps them apart.
 */
import { randomUUID } from 'node:crypto';
import { lotRoom, type BidAnswer, type JoinAnswer } from '@kimoshdi/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { createRedisRoomEmitter } from '../../server/src/modules/auction/room/room-emitter';
import { ask, connectGame, createLiveAuction, requestId, type GameClient } from '../support/auction';
import { startTestServer } from '../support/test-server';

const PREFIX_A = `${inject('redisPrefix')}deploy-a:`;
const PREFIX_B = `${inject('redisPrefix')}deploy-b:`;
/** How long a socket of the other deployment is given to (wrongly) receive what its neighbour got. */
const GRACE_MS = 500;

/** A deployment's web process as docker-compose.yml runs it: migrated beforehand, the worker apart. */
const webProcess = (prefix: string) =>
  startTestServer({ REDIS_PREFIX: prefix, MIGRATE_AT_START: 'false', RUN_WORKER: 'false' });

let a1: Running;
let a2: Running;
let b: Running;
const sockets: GameClient[] = [];

beforeAll(async () => {
  [a1, a2, b] = await Promise.all([webProcess(PREFIX_A), webProcess(PREFIX_A), webProcess(PREFIX_B)]);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all([a1?.close(), a2?.close(), b?.close()]);
});

/** A guest's socket in the lot's room on this process, recording the events of the game it receives. */
async function watch(on: Running, lotId: number) {
  const socket = await connectGame(on);
  sockets.push(socket);
  const seen: { event: string; seq: number }[] = [];
  socket.on('auction:bids', (event) => seen.push({ event: 'auction:bids', seq: event.seq }));
  socket.on('auction:state', (event) => seen.push({ event: 'auction:state', seq: event.seq }));
  const answer = await ask<JoinAnswer>(socket, 'auction:join', { lot_id: lotId });
  expect(answer).not.toHaveProperty('ERROR');
  return { socket, seen };
}

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function keysUnder(server: Running, pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await server.deps.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

describe('two deployments with different prefixes on one Redis', () => {
  it("deliver a bid to the same deployment's other process and never to the other deployment", async () => {
    const { lot, bidders } = await createLiveAuction(a1);
    const sameDeployment = await watch(a2, lot.id);
    const otherDeployment = await watch(b, lot.id);

    const bidder = await connectGame(a1, bidders[0]);
    sockets.push(bidder);
    await ask(bidder, 'auction:join', { lot_id: lot.id });
    const answer = await ask<BidAnswer>(bidder, 'auction:bid', {
      lot_id: lot.id,
      amount: '10500000',
      request_id: requestId(),
    });
    expect(answer).not.toHaveProperty('ERROR');

    await until(() => sameDeployment.seen.some((seen) => seen.event === 'auction:bids' && seen.seq === 1));
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
    expect(otherDeployment.seen).toEqual([]);
  });

  it("deliver a worker's emit (Socket.IO's Redis emitter) only within its deployment", async () => {
    const { lot } = await createLiveAuction(a1, { bidders: 1 });
    const sameDeployment = await watch(a2, lot.id);
    const otherDeployment = await watch(b, lot.id);
    const state = await a1.deps.auction.engine.state(lot.id);
    if (!state) throw new Error('the lot has no live state');

    // What a worker process does: it has no sockets and publishes on its deployment's channel.
    const worker = createRedisRoomEmitter(a1.deps.redis, a1.deps.keys.socketIo);
    worker.emit(lotRoom(lot.id), 'auction:state', { lot_id: lot.id, seq: state.seq, reason: 'sync', state });

    await until(() => sameDeployment.seen.some((seen) => seen.event === 'auction:state'));
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
    expect(otherDeployment.seen).toEqual([]);
  });

  it('keep their BullMQ queues apart', async () => {
    const jobId = `prefix-probe-${randomUUID()}`;
    const job = await a1.deps.queues.maintenance.add('prefix-probe', {}, { jobId, delay: 3_600_000 });
    try {
      expect(await a2.deps.queues.maintenance.getJob(jobId)).toBeDefined();
      expect(await b.deps.queues.maintenance.getJob(jobId)).toBeUndefined();
      expect(await keysUnder(a1, `${PREFIX_A}bull:maintenance:${jobId}`)).toHaveLength(1);
      expect(await keysUnder(a1, `${PREFIX_B}bull:maintenance:${jobId}`)).toEqual([]);
    } finally {
      await job.remove();
    }
  });

  it('keep every key and Pub/Sub channel under their own prefix', async () => {
    const { lot } = await createLiveAuction(a1, { bidders: 1 });
    await watch(a1, lot.id);
    await watch(b, lot.id);

    // Each deployment holds the lot's live state and its queues under its own prefix...
    for (const prefix of [PREFIX_A, PREFIX_B]) {
      const keys = await keysUnder(a1, `${prefix}*`);
      expect(keys).toContain(`${prefix}auk:lot:{${lot.id}}:state`);
      expect(keys).toContain(`${prefix}auk:live-lots`);
      expect(keys.some((key) => key.startsWith(`${prefix}bull:maintenance:`))).toBe(true);
    }
    // ...and nothing of this codebase is written without one.
    for (const bare of ['auk:*', 'bull:*', 'socket.io*', 'visitors:*', 'rl:*']) {
      expect(await keysUnder(a1, bare), bare).toEqual([]);
    }

    // The Socket.IO adapters listen on their deployment's channels only.
    const channels = (pattern: string) => a1.deps.redis.pubsub('CHANNELS', pattern) as Promise<string[]>;
    for (const prefix of [PREFIX_A, PREFIX_B]) {
      expect(await channels(`${prefix}socket.io*`)).toContain(`${prefix}socket.io-request#/#`);
    }
    expect(await channels('socket.io*')).toEqual([]);
  });
});
