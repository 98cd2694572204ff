/**
 * The fault suite's bid storm (tests/faults, docs/faults.md): bidders racing on one lot over the
 * socket and guest watchers following it, every client recording what it did and saw (a history
 * for tests/support/history-check.ts). Clients behave as the real one does: a watcher applies
 * events in seq order and resyncs from lot-game-info on a gap; any client whose socket drops
 * reconnects, to the next server of the list when its own is gone. Then the one consistency check
 * every fault test ends with: no acknowledged bid lost, no seq gap, every watcher converged to the
 * record, the ledger sums to zero, and all histories fit one order of bids.
 */
import type { BidAnswer, ErrorBody, JoinAnswer, LotGameInfo } from '@kimoshdi/shared';
import type { BidView, GameState } from '@kimoshdi/shared';
import { stepAmount } from '@kimoshdi/shared/domain/trade/auction/steps';
import { io } from 'socket.io-client';
import { expect } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { ask, requestId, START_TIYIN, type GameClient } from './auction';
import {
  checkHistories,
  type ClientHistory,
  type HistoryVerdict,
  type SeenBid,
  type SeenState,
} from './history-check';
import { call } from './http';
import { expectLedgerConsistent } from './ledger';
import type { TestUser } from './session';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A bid left unanswered this long counts as unanswered (its outcome unknown). */
const ACK_TIMEOUT_MS = 15_000;
const RECONNECT_EVERY_MS = 200;

/** Polls until `check` answers true or the time is up; answers the last outcome. */
export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > until) return false;
    await sleep(everyMs);
  }
}

function isError(answer: unknown): answer is ErrorBody {
  return typeof answer === 'object' && answer !== null && 'ERROR' in answer;
}

const seen = (bid: BidView): SeenBid => ({ seq: bid.seq, amount: bid.amount, buyer: bid.buyer_number });
const stateOf = (state: GameState): SeenState => ({
  seq: state.seq,
  price: state.price,
  leader: state.leader_number,
});

/** Tiyin as a person types the sum: "10500000.00". */
function sum(tiyin: bigint): string {
  return `${tiyin / 100n}.${String(tiyin % 100n).padStart(2, '0')}`;
}

/**
 * A socket that stays connected to one of `urls` (the first that answers, starting from the one it
 * had): a dropped connection is replaced, as the browser's client reconnects behind a balancer.
 */
class Connection {
  socket: GameClient | undefined;
  private index = 0;
  private closed = false;
  reconnects = 0;

  constructor(
    private readonly urls: readonly string[],
    private readonly cookie: string | undefined,
    private readonly onConnect: (socket: GameClient) => Promise<void>,
  ) {}

  async open(start = 0): Promise<void> {
    this.index = start % this.urls.length;
    await this.connect();
  }

  private async connect(): Promise<void> {
    while (!this.closed) {
      const url = this.urls[this.index]!;
      const socket: GameClient = io(url, {
        transports: ['websocket'],
        extraHeaders: this.cookie ? { cookie: this.cookie } : {},
        reconnection: false,
        forceNew: true,
        timeout: 2_000,
      });
      const ok = await new Promise<boolean>((resolve) => {
        socket.once('connect', () => resolve(true));
        socket.once('connect_error', () => resolve(false));
      });
      if (!ok) {
        socket.close();
        this.index = (this.index + 1) % this.urls.length;
        await sleep(RECONNECT_EVERY_MS);
        continue;
      }
      this.socket = socket;
      socket.once('disconnect', () => {
        if (this.closed) return;
        this.socket = undefined;
        this.reconnects += 1;
        void this.connect();
      });
      await this.onConnect(socket).catch(() => undefined);
      return;
    }
  }

  /** The URL the socket is on now. */
  get url(): string {
    return this.urls[this.index]!;
  }

  close(): void {
    this.closed = true;
    this.socket?.disconnect();
  }
}

interface Watcher {
  history: ClientHistory;
  view: SeenState;
  connection: Connection;
  resyncs: number;
}

export interface StormOptions {
  lotId: number;
  /** Servers of the deployment, in the order clients try them. */
  urls: readonly string[];
  bidders: readonly TestUser[];
  watchers: number;
  /** Clients are spread over the urls (client i starts on url i mod n). */
  spread?: boolean;
}

export interface Storm {
  histories: ClientHistory[];
  /** Answers by code ('OK' for accepted). */
  codes: Map<string, number>;
  acked(): SeenBid[];
  /** Sockets replaced after a drop, all clients together. */
  reconnects(): number;
  /** Ends the bidding; watchers stay connected for the check. */
  stopBidding(): Promise<void>;
  watchers: Watcher[];
  close(): void;
}

export async function startStorm(options: StormOptions): Promise<Storm> {
  const { lotId, urls } = options;
  const codes = new Map<string, number>();
  const count = (code: string) => codes.set(code, (codes.get(code) ?? 0) + 1);
  const histories: ClientHistory[] = [];
  const connections: Connection[] = [];
  let stopped = false;
  let suggested = START_TIYIN + stepAmount(START_TIYIN, 1, 'standard');
  let latest = { seq: 0, leader: 0 };
  const start = (i: number) => (options.spread === false ? 0 : i);

  // Watchers: guests in the lot's room.
  const watchers: Watcher[] = [];
  for (let i = 0; i < options.watchers; i += 1) {
    const watcher: Watcher = {
      history: { client: `watcher-${i}`, observations: [] },
      view: { seq: -1, price: null, leader: null },
      resyncs: 0,
      connection: undefined as unknown as Connection,
    };
    const record = watcher.history.observations;
    const adopt = (state: SeenState) => {
      if (state.seq > watcher.view.seq) watcher.view = state;
    };
    const resync = async (connection: Connection) => {
      watcher.resyncs += 1;
      const sentAt = Date.now();
      const answer = await call<LotGameInfo>(
        connection.url,
        `/api/shop/game-view/lot-game-info?lot_id=${lotId}`,
      );
      if (answer.status !== 200) return;
      const info = answer.body;
      record.push({
        kind: 'read',
        sentAt,
        doneAt: Date.now(),
        state: stateOf(info.state),
        bids: info.bids.map(seen),
      });
      adopt(stateOf(info.state));
    };
    watcher.connection = new Connection(urls, undefined, async (socket) => {
      socket.on('auction:bids', (event) => {
        if (event.lot_id !== lotId) return;
        record.push({
          kind: 'event',
          at: Date.now(),
          state: stateOf(event.state),
          bids: event.bids.map(seen),
        });
        // Applied in seq order; a gap (the first new bid is not the next seq) asks for a resync.
        const first = event.bids[0]?.seq ?? event.seq;
        if (event.seq <= watcher.view.seq) return;
        if (first > watcher.view.seq + 1) void resync(watcher.connection).catch(() => undefined);
        else adopt(stateOf(event.state));
      });
      socket.on('auction:state', (event) => {
        if (event.lot_id !== lotId) return;
        record.push({ kind: 'event', at: Date.now(), state: stateOf(event.state), bids: [] });
        // A state change carries the seq it happened at: a higher one means bids were missed.
        if (event.seq > watcher.view.seq) void resync(watcher.connection).catch(() => undefined);
      });
      const sentAt = Date.now();
      const joined = await ask<JoinAnswer>(socket, 'auction:join', { lot_id: lotId });
      if (isError(joined)) return;
      record.push({
        kind: 'read',
        sentAt,
        doneAt: Date.now(),
        state: stateOf(joined.state),
        bids: joined.bids.map(seen),
      });
      adopt(stateOf(joined.state));
    });
    connections.push(watcher.connection);
    watchers.push(watcher);
    histories.push(watcher.history);
  }
  await Promise.all(watchers.map((w, i) => w.connection.open(start(i))));

  // Bidders: each bids the highest suggested price it has heard of, unless it leads.
  const bidderLoops = options.bidders.map(async (user, i) => {
    const history: ClientHistory = { client: `bidder-${i + 1}`, observations: [] };
    histories.push(history);
    const connection = new Connection(urls, user.cookie, async () => undefined);
    connections.push(connection);
    await connection.open(start(i));
    const buyerNumber = i + 1;
    while (!stopped) {
      const socket = connection.socket;
      if (!socket?.connected || latest.leader === buyerNumber) {
        await sleep(socket?.connected ? 1 : 20);
        continue;
      }
      const id = requestId();
      const sentAt = Date.now();
      const dropped = new Promise<'dropped'>((resolve) =>
        socket.once('disconnect', () => resolve('dropped')),
      );
      const timeout = sleep(ACK_TIMEOUT_MS).then(() => 'timeout' as const);
      const answer = await Promise.race([
        ask<BidAnswer>(socket, 'auction:bid', { lot_id: lotId, amount: sum(suggested), request_id: id }),
        dropped,
        timeout,
      ]);
      const doneAt = Date.now();
      if (answer === 'dropped' || answer === 'timeout') {
        count(answer === 'dropped' ? 'NO_ANSWER_DROPPED' : 'NO_ANSWER_TIMEOUT');
        history.observations.push({ kind: 'bid', sentAt, doneAt, requestId: id, bid: null, error: answer });
        continue;
      }
      if (isError(answer)) {
        const { code, data } = answer.ERROR;
        count(code);
        history.observations.push({ kind: 'bid', sentAt, doneAt, requestId: id, bid: null, error: code });
        if (code === 'BID_TOO_LOW' && data?.suggested) {
          const next = BigInt(String(data.suggested));
          if (next > suggested) suggested = next;
        } else if (code === 'ALREADY_LEADER') latest = { ...latest, leader: buyerNumber };
        else await sleep(code === 'RATE_LIMITED' ? 50 : 20);
        continue;
      }
      count('OK');
      history.observations.push({ kind: 'bid', sentAt, doneAt, requestId: id, bid: seen(answer.bid) });
      const next = BigInt(answer.state.suggested_price);
      if (next > suggested) suggested = next;
      if (answer.state.seq > latest.seq)
        latest = { seq: answer.state.seq, leader: answer.state.leader_number ?? 0 };
    }
  });
  const bidding = Promise.all(bidderLoops);

  return {
    histories,
    codes,
    watchers,
    acked: () =>
      histories.flatMap((h) => h.observations.flatMap((o) => (o.kind === 'bid' && o.bid ? [o.bid] : []))),
    reconnects: () => connections.reduce((n, c) => n + c.reconnects, 0),
    async stopBidding() {
      stopped = true;
      await bidding;
    },
    close() {
      stopped = true;
      for (const connection of connections) connection.close();
    },
  };
}

export async function recordedBids(db: Database, lotId: number): Promise<SeenBid[]> {
  const rows = await db
    .selectFrom('bids')
    .select(['seq', 'amount', 'buyer_number'])
    .where('lot_id', '=', lotId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({ seq: row.seq, amount: String(row.amount), buyer: row.buyer_number }));
}

export interface ConsistencyReport {
  bids: number;
  acked: number;
  codes: Record<string, number>;
  /** Watchers that had to resync at the end to reach the record (the others got there by events). */
  behindAtEnd: number;
  resyncs: number;
  reconnects: number;
  history: HistoryVerdict['checked'];
}

/**
 * The check every fault test ends with. `url` serves lot-game-info (the Redis side); the record
 * must catch up (the reconciler copies bids that missed their commit) within `catchUpMs`.
 */
export async function expectConsistentEnd(options: {
  db: Database;
  url: string;
  lotId: number;
  storm: Storm;
  catchUpMs?: number;
  /** Live lots: Redis's seq must equal the record's. Closed lots are gone from Redis. */
  live?: boolean;
}): Promise<ConsistencyReport> {
  const { db, lotId, storm } = options;
  await storm.stopBidding();
  const live = options.live ?? true;
  const complete = async () => {
    const rows = await recordedBids(db, lotId);
    const max = rows.at(-1)?.seq ?? 0;
    if (rows.length !== max) return false;
    if (!live) return true;
    const info = await call<LotGameInfo>(options.url, `/api/shop/game-view/lot-game-info?lot_id=${lotId}`);
    return info.status === 200 && info.body.state.seq === max;
  };
  const caughtUp = await waitUntil(complete, options.catchUpMs ?? 10_000, 200);
  const record = await recordedBids(db, lotId);
  const top = record.at(-1);
  expect(caughtUp, `the record (${record.length} bids, max seq ${top?.seq}) and Redis never agreed`).toBe(
    true,
  );
  // No seq gap in the record.
  expect(record.map((bid) => bid.seq)).toEqual(record.map((_, i) => i + 1));

  // Every watcher converges: by its events (and gap resyncs) within a few seconds, else one resync.
  const target = top?.seq ?? 0;
  await waitUntil(async () => storm.watchers.every((w) => w.view.seq >= target), 3_000, 100);
  let behindAtEnd = 0;
  for (const watcher of storm.watchers) {
    if (watcher.view.seq >= target) continue;
    behindAtEnd += 1;
    const sentAt = Date.now();
    const answer = await call<LotGameInfo>(options.url, `/api/shop/game-view/lot-game-info?lot_id=${lotId}`);
    expect(answer.status).toBe(200);
    const state = stateOf(answer.body.state);
    watcher.history.observations.push({
      kind: 'read',
      sentAt,
      doneAt: Date.now(),
      state,
      bids: answer.body.bids.map(seen),
    });
    if (state.seq > watcher.view.seq) watcher.view = state;
  }
  for (const watcher of storm.watchers) {
    if (!live && watcher.view.seq > target) continue;
    expect({ client: watcher.history.client, seq: watcher.view.seq, price: watcher.view.price }).toEqual({
      client: watcher.history.client,
      seq: target,
      price: top?.amount ?? null,
    });
  }

  // No acknowledged bid lost, every history fits one order (the record's).
  const verdict = checkHistories(storm.histories, { record });
  expect(verdict.problems).toEqual([]);
  await expectLedgerConsistent(db);
  return {
    bids: record.length,
    acked: storm.acked().length,
    codes: Object.fromEntries(storm.codes),
    behindAtEnd,
    resyncs: storm.watchers.reduce((n, w) => n + w.resyncs, 0),
    reconnects: storm.reconnects(),
    history: verdict.checked,
  };
}
