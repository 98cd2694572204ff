/**
 * The fan-out's yardstick (issue 14): a bare Socket.IO server that takes each `auction:bid` as
 * accepted (seq + 1, the amount as sent, `at` = now), acks it, and broadcasts the same
 * `auction:bids` payload the game sends to the lot's room, with the game's coalescing window
 * (modules/auction/room/broadcaster.ts: 1 ms per 10 room members, at most 150 ms), so the same
 * bids per second become the same messages per second to the same watchers. One
 * `io.to(room).emit` per message: no engine, no database, no Redis adapter, no shards.
 */
import { lotRoom, type BidView, type GameState } from '@kimoshdi/shared';
import { failStart, initialState, serveBareGame, type BareServer } from './bare-game';

const WATCHERS_PER_MS = 10;
const MAX_WINDOW_MS = 150;

const states = new Map<number, GameState>();
const stateOf = (lotId: number) => {
  let state = states.get(lotId);
  if (!state) states.set(lotId, (state = initialState(lotId)));
  return state;
};
const lastEmit = new Map<number, number>();
const pending = new Map<number, BidView[]>();

/** "10500000.00" (so'm, as the bots send it) -> tiyin digits. */
function tiyin(amount: unknown): string {
  const [whole = '0', cents = ''] = String(amount).split('.');
  return `${BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2) || '0')}`;
}

function emit(io: BareServer, lotId: number, bids: BidView[]): void {
  lastEmit.set(lotId, Date.now());
  const state = stateOf(lotId);
  io.to(lotRoom(lotId)).emit('auction:bids', { lot_id: lotId, seq: state.seq, bids, state });
}

function broadcast(io: BareServer, lotId: number, bid: BidView): void {
  const waiting = pending.get(lotId);
  if (waiting) {
    waiting.push(bid);
    return;
  }
  const size = io.of('/').adapter.rooms.get(lotRoom(lotId))?.size ?? 0;
  const windowMs = Math.min(MAX_WINDOW_MS, Math.floor(size / WATCHERS_PER_MS));
  const since = Date.now() - (lastEmit.get(lotId) ?? 0);
  if (windowMs === 0 || since >= windowMs) {
    emit(io, lotId, [bid]);
    return;
  }
  pending.set(lotId, [bid]);
  setTimeout(() => {
    const bids = pending.get(lotId) ?? [];
    pending.delete(lotId);
    emit(io, lotId, bids);
  }, windowMs - since).unref();
}

serveBareGame(stateOf, (io, socket) => {
  socket.on('auction:bid', (payload, ack) => {
    if (typeof ack !== 'function') return;
    const lotId = Number(payload?.lot_id);
    const previous = stateOf(lotId);
    const amount = tiyin(payload?.amount);
    const bid: BidView = { seq: previous.seq + 1, amount, buyer_number: 1, kind: 'manual', at: Date.now() };
    const state: GameState = {
      ...previous,
      seq: bid.seq,
      previous_price: previous.price,
      previous_number: previous.leader_number,
      price: amount,
      leader_number: 1,
      suggested_price: `${BigInt(amount) + 50_000_000n}`,
      step_no: previous.step_no + 1,
    };
    states.set(lotId, state);
    ack({ duplicate: false, bid, bids: [bid], state });
    broadcast(io, lotId, bid);
  });
}).catch(failStart);
