/**
 * One game-page client over Socket.IO (websocket only), in the toolkit's own process: a watcher (a
 * guest) or a bidder (a session cookie). It joins a lot's room as the game page does
 * (`auction:join`), keeps every seq it received (events and its own acks) to count the gaps it saw,
 * and bids with `auction:bid` ({lot_id, amount in so'm, request_id}), as loadtest/lib/bot-worker.ts
 * does; unlike those bots it runs in the caller's process, so the replay can send each planned bid
 * at its time and the live line sees every ack as it comes.
 */
import { randomUUID } from 'node:crypto';
import type {
  Ack,
  BidAnswer,
  BidView,
  ClientToServerEvents,
  GameState,
  JoinAnswer,
  ServerToClientEvents,
} from '@kimoshdi/shared';
import { io, type Socket } from 'socket.io-client';

type Io = Socket<ServerToClientEvents, ClientToServerEvents>;

const CONNECT_TIMEOUT_MS = 15_000;
const ACK_TIMEOUT_MS = 10_000;

export function tiyinToSumText(tiyin: bigint | string): string {
  const value = BigInt(tiyin);
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
}

export interface BidOutcome {
  /** 'ok', 'duplicate', a refusal's code, or 'NO_ANSWER' (no ack within 10 s). */
  outcome: string;
  sentAt: number;
  answeredAt: number;
  answer?: BidAnswer;
  /** The price the refusal suggests (BID_TOO_LOW), tiyin. */
  suggested?: string;
}

export class GameClient {
  readonly received = new Set<number>();
  joinSeq = 0;
  maxSeq = 0;
  state: GameState | undefined;
  buyerNumber: number | null = null;
  /** Events whose first bid was not the next seq this client expected. */
  liveGaps = 0;
  closed = false;
  /** Called for each bid this client receives in a room event (not its own acks). */
  onBid: ((bid: BidView, receivedAt: number) => void) | undefined;
  onClosed: (() => void) | undefined;

  private constructor(
    readonly socket: Io,
    readonly role: 'bidder' | 'watcher',
  ) {}

  static async connect(url: string, role: 'bidder' | 'watcher', cookie?: string): Promise<GameClient> {
    const socket: Io = io(url, {
      transports: ['websocket'],
      extraHeaders: cookie ? { cookie } : {},
      reconnection: false,
      forceNew: true,
      timeout: CONNECT_TIMEOUT_MS,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(new Error(`socket: ${error.message}`)));
    });
    const client = new GameClient(socket, role);
    socket.on('auction:bids', (event) => {
      const now = Date.now();
      const first = event.bids[0];
      if (first && first.seq > client.maxSeq + 1) client.liveGaps += 1;
      for (const bid of event.bids) {
        if (!client.received.has(bid.seq)) client.onBid?.(bid, now);
        client.received.add(bid.seq);
      }
      client.apply(event.state);
    });
    socket.on('auction:state', (event) => client.apply(event.state));
    return client;
  }

  private apply(state: GameState): void {
    if (!this.state || state.seq >= this.state.seq) this.state = state;
    if (state.seq > this.maxSeq) this.maxSeq = state.seq;
    if (state.status === 'closed' && !this.closed) {
      this.closed = true;
      this.onClosed?.();
    }
  }

  async join(lotId: number): Promise<JoinAnswer> {
    const answer = await new Promise<Ack<JoinAnswer>>((resolve) =>
      this.socket.emit('auction:join', { lot_id: lotId }, resolve),
    );
    if ('ERROR' in answer) throw new Error(`join lot ${lotId}: ${answer.ERROR.code} ${answer.ERROR.message}`);
    this.joinSeq = answer.state.seq;
    this.maxSeq = Math.max(this.maxSeq, answer.state.seq);
    this.buyerNumber = answer.seat.buyer_number;
    for (const bid of answer.bids) this.received.add(bid.seq);
    this.apply(answer.state);
    return answer;
  }

  /** Server clock minus ours (ms), from the best of a few `clock:ping` round trips. */
  async clockOffset(): Promise<number> {
    let best = { rtt: Number.POSITIVE_INFINITY, offset: 0 };
    for (let i = 0; i < 5; i += 1) {
      const t0 = Date.now();
      const server = await new Promise<number>((resolve) => this.socket.emit('clock:ping', resolve));
      const t1 = Date.now();
      if (t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: server - (t0 + t1) / 2 };
    }
    return best.offset;
  }

  bid(lotId: number, amountTiyin: bigint | string, requestId: string = randomUUID()): Promise<BidOutcome> {
    const sentAt = performance.now();
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => resolve({ outcome: 'NO_ANSWER', sentAt, answeredAt: performance.now() }),
        ACK_TIMEOUT_MS,
      );
      this.socket.emit(
        'auction:bid',
        { lot_id: lotId, amount: tiyinToSumText(amountTiyin), request_id: requestId },
        (answer: Ack<BidAnswer>) => {
          clearTimeout(timer);
          const answeredAt = performance.now();
          if ('ERROR' in answer) {
            const suggested = (answer.ERROR.data as { suggested?: unknown } | undefined)?.suggested;
            resolve({
              outcome: answer.ERROR.code,
              sentAt,
              answeredAt,
              suggested: typeof suggested === 'string' ? suggested : undefined,
            });
            return;
          }
          for (const view of answer.bids) this.received.add(view.seq);
          this.apply(answer.state);
          resolve({ outcome: answer.duplicate ? 'duplicate' : 'ok', sentAt, answeredAt, answer });
        },
      );
    });
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** Connects `count` clients `lanes` at a time; answers those that connected and joined, and the failures. */
export async function connectMany(
  specs: readonly { role: 'bidder' | 'watcher'; cookie?: string }[],
  url: string,
  lotId: number,
  lanes = 20,
): Promise<{ clients: (GameClient | undefined)[]; failures: string[] }> {
  const clients: (GameClient | undefined)[] = Array.from({ length: specs.length }, () => undefined);
  const failures: string[] = [];
  let next = 0;
  async function lane(): Promise<void> {
    while (next < specs.length) {
      const i = next;
      next += 1;
      const spec = specs[i];
      if (!spec) continue;
      try {
        const client = await GameClient.connect(url, spec.role, spec.cookie);
        await client.join(lotId);
        clients[i] = client;
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(lanes, specs.length) }, lane));
  return { clients, failures };
}
