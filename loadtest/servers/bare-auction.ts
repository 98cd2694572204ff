/**
 * The fair yardstick of the socket storm and the fan-out (issue 25): a bare Socket.IO server that
 * does the visible work the game does for the same bots, and nothing else, so that Kimoshdi's CPU
 * over its CPU is Kimoshdi's own overhead.
 *
 * - Every `auction:bid` is answered. It is accepted while the pacer (loadtest/lib/pacer.ts) lets it
 *   through, at the rate Kimoshdi accepted bids in the same phase of the same run: the scenario
 *   says that rate over IPC before each phase (`{ accept_per_s }`, answered `{ pacing }`); until
 *   then nothing is accepted. Whatever the bots offer, both servers accept as many bids a second.
 * - An accepted bid is acked with the game's accepted answer (`duplicate`, `bid`, `bids`, `state`:
 *   the same fields, the bid at the price offered or the suggested one if that is higher, the next
 *   suggested price 5 % of the start price above it), and broadcast as the game's `auction:bids`
 *   payload to the lot's room (every bot joined it) with the game's coalescing window
 *   (server/src/modules/auction/room/broadcaster.ts: 1 ms per 10 room members, at most 150 ms), so
 *   the same accepted bids become about as many messages of about the same size. One
 *   `io.to(room).emit` per message, as Kimoshdi's broadcaster does, but no Redis adapter, and
 *   written to the room in one synchronous loop: the game's other rule, that a lot's next message
 *   waits until the last one is written, holds here by itself.
 * - Any other attempt gets the game's refusal: BID_TOO_LOW, the Uzbek message with the suggested
 *   price written as the engine writes it, and `data: { lot_id, suggested }`; built once per price,
 *   as the engine now keeps its refusal texts.
 *
 * Nothing is checked (session, consent, schema, rate), stored or sent to Redis or PostgreSQL. The
 * bots measure the sizes of what they receive from both servers (loadtest/lib/message-sizes.ts),
 * and the reports show them side by side.
 */
import {
  formatTiyin,
  lotRoom,
  type BidAnswer,
  type BidView,
  type ErrorBody,
  type GameState,
} from '@kimoshdi/shared';
import uzErrors from '@kimoshdi/shared/locales/uz/errors.json';
import { createPacer, type Pacer } from '../lib/pacer';
import { failStart, initialState, serveBareGame, type BareServer } from './bare-game';

const WATCHERS_PER_MS = 10;
const MAX_WINDOW_MS = 150;
/** The largest step, 5 % of the bench lots' start price (loadtest/lib/auction-fixture.ts). */
const STEP = 50_000_000n;

let pacer: Pacer = createPacer(0, Date.now());
process.on('message', (message: { accept_per_s?: unknown }) => {
  const rate = Number(message?.accept_per_s);
  if (!Number.isFinite(rate) || rate < 0) return;
  pacer = createPacer(rate, Date.now());
  process.send?.({ pacing: rate });
});

const states = new Map<number, GameState>();
const stateOf = (lotId: number) => {
  let state = states.get(lotId);
  if (!state) states.set(lotId, (state = initialState(lotId)));
  return state;
};

/** The refusal at the lot's current suggested price, made again only when that price moves. */
const refusals = new Map<number, { price: string; body: ErrorBody }>();
function refusalOf(lotId: number): ErrorBody {
  const suggested = stateOf(lotId).suggested_price;
  const known = refusals.get(lotId);
  if (known?.price === suggested) return known.body;
  const body: ErrorBody = {
    ERROR: {
      code: 'BID_TOO_LOW',
      message: uzErrors.BID_TOO_LOW.replace('{{suggested}}', formatTiyin(suggested, { currency: true })),
      data: { lot_id: lotId, suggested },
    },
  };
  refusals.set(lotId, { price: suggested, body });
  return body;
}

/** "10500000.00" (so'm, as the bots send it) -> tiyin; 0 when it is no amount. */
function tiyin(amount: unknown): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(amount));
  if (!match) return 0n;
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0') || '0');
}

const lastEmit = new Map<number, number>();
const pending = new Map<number, BidView[]>();

function emit(io: BareServer, lotId: number, bids: BidView[]): void {
  lastEmit.set(lotId, Date.now());
  const state = stateOf(lotId);
  io.to(lotRoom(lotId)).emit('auction:bids', { lot_id: lotId, seq: state.seq, bids, state });
}

/** The game's coalescing: a bid within the window of the room's last message waits for its end. */
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

/** Buyer numbers as the game gives them: one per bidder, in the order they first bid. */
let buyers = 0;

serveBareGame(stateOf, (io, socket) => {
  let buyerNumber = 0;
  socket.on('auction:bid', (payload, ack) => {
    if (typeof ack !== 'function') return;
    const lotId = Number(payload?.lot_id);
    const now = Date.now();
    if (!pacer.take(now)) {
      ack(refusalOf(lotId));
      return;
    }
    if (buyerNumber === 0) buyerNumber = buyers += 1;
    const previous = stateOf(lotId);
    const offered = tiyin(payload?.amount);
    const floor = BigInt(previous.suggested_price);
    const amount = `${offered > floor ? offered : floor}`;
    const bid: BidView = {
      seq: previous.seq + 1,
      amount,
      buyer_number: buyerNumber,
      kind: 'manual',
      at: now,
    };
    const state: GameState = {
      ...previous,
      seq: bid.seq,
      previous_price: previous.price,
      previous_number: previous.leader_number,
      price: amount,
      leader_number: buyerNumber,
      suggested_price: `${BigInt(amount) + STEP}`,
      step_no: previous.step_no + 1,
    };
    states.set(lotId, state);
    const answer: BidAnswer = { duplicate: false, bid, bids: [bid], state };
    ack(answer);
    broadcast(io, lotId, bid);
  });
}).catch(failStart);
