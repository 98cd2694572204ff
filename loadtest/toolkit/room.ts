/**
 * The run's clients in its lot's room (replay and storm): every bidder with its session and every
 * watcher as a guest, joined; the server's clock offset; what a bidder and a watcher saw by the end;
 * and the wait for the lot's end and its public log, for the checks after the load.
 */
import type { GameState } from '@kimoshdi/shared';
import { fetchBidLog, ApiError, type BidLogPage } from './api';
import type { GameClient } from './game-client';
import { connectMany } from './game-client';
import { watcherGaps } from './replay-plan';
import type { RunFile } from './run-file';
import type { RunStats } from './run-stats';

export interface Room {
  lotId: number;
  bidders: GameClient[];
  /** The run file's bidders by index, undefined where one could not join (the replay's mapping). */
  bidderSlots: (GameClient | undefined)[];
  watchers: GameClient[];
  /** Server clock minus ours, ms. */
  offsetMs: number;
  failures: string[];
  close(): void;
}

export async function joinRoom(url: string, run: RunFile, stats: RunStats): Promise<Room> {
  const lotId = run.lot.lot_id;
  const bidderSide = await connectMany(
    run.bidders.map((b) => ({ role: 'bidder' as const, cookie: b.cookie })),
    url,
    lotId,
  );
  const watcherSide = await connectMany(
    run.watchers.map(() => ({ role: 'watcher' as const })),
    url,
    lotId,
  );
  const bidders = bidderSide.clients.filter((c): c is GameClient => c !== undefined);
  const watchers = watcherSide.clients.filter((c): c is GameClient => c !== undefined);
  const first = bidders[0] ?? watchers[0];
  if (!first) {
    throw new Error(
      `no client could join lot ${lotId}: ${[...bidderSide.failures, ...watcherSide.failures].slice(0, 3).join('; ')}`,
    );
  }
  const offsetMs = await first.clockOffset();
  // The watchers' deliveries are the audience's latency; with no watcher, the bidders' stand in.
  const audience = watchers.length > 0 ? watchers : bidders;
  for (const client of audience) {
    client.onBid = (bid, receivedAt) => stats.delivered(receivedAt + offsetMs - bid.at);
  }
  return {
    lotId,
    bidders,
    bidderSlots: bidderSide.clients,
    watchers,
    offsetMs,
    failures: [...bidderSide.failures, ...watcherSide.failures],
    close() {
      for (const c of [...bidders, ...watchers]) c.close();
    },
  };
}

/** A client's view at the end, for the report ("what a bidder and a watcher saw"). */
export function viewOf(client: GameClient | undefined, lastSeq: number) {
  if (!client) return null;
  return {
    role: client.role,
    buyer_number: client.buyerNumber,
    join_seq: client.joinSeq,
    received: client.received.size,
    max_seq: client.maxSeq,
    gaps: watcherGaps(client.joinSeq, client.received, lastSeq),
    live_gaps: client.liveGaps,
    price: client.state?.price ?? null,
    status: client.state?.status ?? null,
  };
}

/** Gaps over every watcher (the bidders' too when there is no watcher) up to `lastSeq`. */
export function roomGaps(room: Room, lastSeq: number): number {
  const audience = room.watchers.length > 0 ? room.watchers : room.bidders;
  return audience.reduce((n, c) => n + watcherGaps(c.joinSeq, c.received, lastSeq), 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The newest state any client of the room holds. */
export function roomState(room: Room) {
  let best: GameClient['state'];
  for (const c of [...room.bidders, ...room.watchers])
    if (c.state && (!best || c.state.seq >= best.seq)) best = c.state;
  return best;
}

/**
 * Waits for the lot's end (a client sees it closed, or the engine's clock passes ends_at) and
 * then for its public log (409 until the close has settled), until `deadline` (performance.now()).
 * Undefined when the deadline comes first.
 */
export async function waitForLog(url: string, room: Room, deadline: number): Promise<BidLogPage | undefined> {
  while (performance.now() < deadline) {
    const state = roomState(room);
    const ended =
      room.bidders.some((c) => c.closed) ||
      room.watchers.some((c) => c.closed) ||
      (state !== undefined && Date.now() + room.offsetMs > state.ends_at + 1_000);
    if (ended) {
      try {
        return await fetchBidLog(url, room.lotId);
      } catch (error) {
        if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 0)) throw error;
      }
    }
    await sleep(500);
  }
  return undefined;
}

/**
 * The lot's state once it is live, read from the public lot-game-info (a lot made by prepare goes
 * live by the platform's schedule, a few seconds after it is made). Waits until `startsAt` plus a
 * minute at most. Asked before the clients join: a room joined before the lot's start showed its
 * watchers none of the bids after it (seen on a fresh `npm start`: 0 of 2).
 */
export async function waitLive(
  url: string,
  lotId: number,
  startsAt: string | number | undefined,
): Promise<GameState> {
  const startsAtMs = startsAt === undefined || startsAt === '' ? Date.now() : new Date(startsAt).getTime();
  const deadline = Math.max(Date.now(), Number.isFinite(startsAtMs) ? startsAtMs : Date.now()) + 60_000;
  let last = 'no answer';
  for (;;) {
    try {
      const response = await fetch(`${url}/api/shop/game-view/lot-game-info?lot_id=${lotId}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) {
        const { state } = (await response.json()) as { state: GameState };
        if (state.status === 'live') return state;
        if (state.status === 'closed') throw new Error(`lot ${lotId} has ended: prepare a new one`);
        last = state.status;
      } else {
        last = `HTTP ${response.status}`;
      }
    } catch (error) {
      if ((error as Error).message.includes('has ended')) throw error;
      last = (error as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`lot ${lotId} did not go live (${last})`);
    await sleep(500);
  }
}
