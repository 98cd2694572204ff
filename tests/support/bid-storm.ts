/**
 * A bid storm over game sockets for the scaling tests (Redis Cluster, several web processes):
 * bidders each on a socket of their own (the sockets may be on different servers), each bidding
 * the suggested price it last saw as fast as its acks come back, and watchers that record every
 * `auction:bids` event. The result feeds loadtest/lib/consistency.ts's checkLot: acked bids, what
 * the watchers saw, and the state each ended at after a resync from lot-game-info.
 */
import type { BidAnswer, ErrorBody, GameState, JoinAnswer, LotGameInfo } from '@kimoshdi/shared';
import type { ClientView } from '../../loadtest/lib/consistency';
import { ask, requestId, type GameClient } from './auction';
import { call } from './http';

export interface StormResult {
  /** [seq, amount, request_id] of every acknowledged bid. */
  acked: [number, string, string][];
  /** Refusal codes and how often each came. */
  codes: Map<string, number>;
  /** What the watchers saw, after each resynced from lot-game-info. */
  clients: ClientView;
}

function isError(answer: unknown): answer is ErrorBody {
  return typeof answer === 'object' && answer !== null && 'ERROR' in answer;
}

/** Joins every socket to the lot; throws on a refusal (the storm needs them all in). */
export async function joinAll(sockets: GameClient[], lotId: number): Promise<GameState> {
  let state: GameState | undefined;
  for (const socket of sockets) {
    const joined = await ask<JoinAnswer>(socket, 'auction:join', { lot_id: lotId });
    if (isError(joined)) throw new Error(`join refused: ${joined.ERROR.code}`);
    state = joined.state;
  }
  if (!state) throw new Error('no socket to join');
  return state;
}

/** Watches a socket's `auction:bids` events: seq -> amount, and amount conflicts. */
function watch(socket: GameClient, lotId: number) {
  const seen = new Map<number, string>();
  let conflicts = 0;
  socket.on('auction:bids', (event) => {
    if (event.lot_id !== lotId) return;
    for (const bid of event.bids) {
      const before = seen.get(bid.seq);
      if (before !== undefined && before !== bid.amount) conflicts += 1;
      seen.set(bid.seq, bid.amount);
    }
  });
  return { seen, conflicts: () => conflicts };
}

export async function runBidStorm(options: {
  lotId: number;
  /** Sockets of participants, joined. */
  bidders: GameClient[];
  /** Every socket whose view is checked (bidders and guests), joined. */
  watchers: GameClient[];
  /** Where each watcher resyncs from at the end (any server of the deployment). */
  infoUrl: string;
  durationMs: number;
  /** The suggested price at the start (tiyin). */
  suggested: string;
}): Promise<StormResult> {
  const { lotId } = options;
  const views = options.watchers.map((socket) => watch(socket, lotId));
  const acked: [number, string, string][] = [];
  const codes = new Map<string, number>();
  let suggested = BigInt(options.suggested);
  for (const socket of options.bidders) {
    socket.on('auction:bids', (event) => {
      const next = BigInt(event.state.suggested_price);
      if (event.lot_id === lotId && next > suggested) suggested = next;
    });
  }
  const until = Date.now() + options.durationMs;
  await Promise.all(
    options.bidders.map(async (socket) => {
      while (Date.now() < until) {
        const id = requestId();
        const answer = await ask<BidAnswer>(socket, 'auction:bid', {
          lot_id: lotId,
          amount: String(suggested / 100n),
          request_id: id,
        });
        if (isError(answer)) {
          codes.set(answer.ERROR.code, (codes.get(answer.ERROR.code) ?? 0) + 1);
          // The leader waits for someone else; a low bid waits for the event it missed.
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        acked.push([answer.bid.seq, answer.bid.amount, id]);
        const next = BigInt(answer.state.suggested_price);
        if (next > suggested) suggested = next;
      }
    }),
  );
  // Events of the last bids are on their way: give them a moment, then each watcher resyncs.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const finalStates: Record<string, number> = {};
  const seen = new Map<number, string>();
  let conflicts = 0;
  let gaps = 0;
  for (const view of views) {
    const info = await call<LotGameInfo>(
      options.infoUrl,
      `/api/shop/game-view/lot-game-info?lot_id=${lotId}`,
    );
    const state = info.body.state;
    const key = `${state.seq}:${state.price ?? ''}`;
    finalStates[key] = (finalStates[key] ?? 0) + 1;
    // The resync's last bids fill what the socket missed, as the client does.
    for (const bid of info.body.bids) if (!view.seen.has(bid.seq)) view.seen.set(bid.seq, bid.amount);
    for (let seq = 1; seq <= state.seq; seq += 1) if (!view.seen.has(seq)) gaps += 1;
    for (const [seq, amount] of view.seen) {
      const before = seen.get(seq);
      if (before !== undefined && before !== amount) conflicts += 1;
      seen.set(seq, amount);
    }
    conflicts += view.conflicts();
  }
  return { acked, codes, clients: { finalStates, seen, gaps, conflicts } };
}
