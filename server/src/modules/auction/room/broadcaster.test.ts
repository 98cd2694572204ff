import type { BidView, GameState } from '@kimoshdi/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBroadcaster, type RoomEmitter } from './broadcaster';

function state(seq: number): GameState {
  return {
    lot_id: 7,
    seq,
    status: 'live',
    start_price: '100',
    price: String(100 + seq),
    leader_number: 1,
    previous_price: null,
    previous_number: null,
    suggested_price: String(105 + seq),
    step_no: seq,
    ends_at: 0,
    paused_at: null,
    over_time_minutes: 0,
  };
}

function bid(seq: number): BidView {
  return { seq, amount: String(100 + seq), buyer_number: 1, kind: 'manual', at: 0 };
}

/** Records what goes out ([room, event, seq]); `busy` stands for a message still being written. */
function recorder(members: number) {
  const sent: [string, string, number][] = [];
  const io = { busy: false };
  const emitter: RoomEmitter = {
    emit: (room, event, ...args) => {
      const payload = args[0] as { seq: number };
      sent.push([room, event, payload.seq]);
    },
    emitLocal: () => undefined,
    localSize: () => members,
    writing: () => io.busy,
  };
  return { sent, emitter, io };
}

const shown = (sent: [string, string, number][]) =>
  sent.map(([room, event, seq]) => `${room} ${event}:${seq}`);

describe('createBroadcaster', () => {
  afterEach(() => vi.useRealTimers());

  it('hands a small room its message at once, one emit to the lot room (the writes come later)', () => {
    const { sent, emitter } = recorder(0);
    const broadcaster = createBroadcaster(emitter);
    broadcaster.bids(7, [bid(1)], state(1));
    expect(shown(sent)).toEqual(['lot:7 auction:bids:1']);
  });

  it('coalesces the bids of a big room within its window, then sends them before a state', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { sent, emitter } = recorder(100);
    const broadcaster = createBroadcaster(emitter);
    broadcaster.bids(7, [bid(1)], state(1));
    broadcaster.bids(7, [bid(2)], state(2));
    broadcaster.bids(7, [bid(3)], state(3));
    broadcaster.state(7, 'closed', state(3));
    expect(shown(sent)).toEqual(['lot:7 auction:bids:1', 'lot:7 auction:bids:3', 'lot:7 auction:state:3']);
  });

  it("hands a lot's bids over at once while its last message is still being written (they join it)", () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { sent, emitter, io } = recorder(5_000);
    const broadcaster = createBroadcaster(emitter);
    broadcaster.bids(7, [bid(1)], state(1));
    io.busy = true;
    // Within the window (150 ms for 5 000 watchers), but the room is being written.
    vi.advanceTimersByTime(10);
    broadcaster.bids(7, [bid(2)], state(2));
    expect(shown(sent)).toEqual(['lot:7 auction:bids:1', 'lot:7 auction:bids:2']);
    // Written: the next bid within the window waits for its end.
    io.busy = false;
    broadcaster.bids(7, [bid(3)], state(3));
    expect(shown(sent)).toHaveLength(2);
    vi.advanceTimersByTime(150);
    expect(shown(sent)).toEqual(['lot:7 auction:bids:1', 'lot:7 auction:bids:2', 'lot:7 auction:bids:3']);
  });

  it('waits for the window when the room is not being written', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { sent, emitter } = recorder(5_000);
    const broadcaster = createBroadcaster(emitter);
    broadcaster.bids(7, [bid(1)], state(1));
    broadcaster.bids(7, [bid(2)], state(2));
    vi.advanceTimersByTime(149);
    expect(shown(sent)).toEqual(['lot:7 auction:bids:1']);
    vi.advanceTimersByTime(1);
    expect(shown(sent)).toEqual(['lot:7 auction:bids:1', 'lot:7 auction:bids:2']);
  });
});

describe('createBroadcaster with several web processes', () => {
  /** Records each message's bids' seqs; `remote` stands for the newest seq another process's messages carried here. */
  function room() {
    const sent: string[] = [];
    const io = { remote: 0 };
    const emitter: RoomEmitter = {
      emit: (_room, event, ...args) => {
        const payload = args[0] as { seq: number; bids?: BidView[] };
        sent.push(`${event}:${payload.bids ? payload.bids.map((b) => b.seq).join(',') : payload.seq}`);
      },
      emitLocal: () => undefined,
      localSize: () => 0,
      writing: () => false,
      lastSeq: () => io.remote,
    };
    const asked: [number, number][] = [];
    const fill = async (_lotId: number, after: number, before: number) => {
      asked.push([after, before]);
      return Array.from({ length: before - after - 1 }, (_, i) => bid(after + 1 + i));
    };
    return { sent, io, emitter, fill, asked };
  }

  it('puts the bids another process accepted before its own in the message, from the log', async () => {
    const { sent, emitter, fill, asked } = room();
    const broadcaster = createBroadcaster(emitter, fill);
    broadcaster.bids(7, [bid(1)], state(1));
    // Seqs 2 and 3 were accepted by another web process, whose message has not come here.
    broadcaster.bids(7, [bid(4)], state(4));
    // The next message and a state wait behind the read, in order.
    broadcaster.bids(7, [bid(5)], state(5));
    broadcaster.state(7, 'closed', state(5));
    await vi.waitFor(() => expect(sent).toHaveLength(4));
    expect(sent).toEqual(['auction:bids:1', 'auction:bids:2,3,4', 'auction:bids:5', 'auction:state:5']);
    expect(asked).toEqual([[1, 4]]);
  });

  it("takes an emitter's own answer to an emit (Socket.IO's true) for no fill", () => {
    const { sent, emitter, fill } = room();
    const emit = emitter.emit as (...args: unknown[]) => void;
    const answering = {
      ...emitter,
      emit: (...args: unknown[]) => (emit(...args), true),
    } as unknown as RoomEmitter;
    const broadcaster = createBroadcaster(answering, fill);
    broadcaster.bids(7, [bid(1)], state(1));
    broadcaster.state(7, 'paused', state(1));
    broadcaster.bids(7, [bid(2)], state(2));
    expect(sent).toEqual(['auction:bids:1', 'auction:state:1', 'auction:bids:2']);
  });

  it("reads nothing when the other process's message came first, or when nothing is known yet", () => {
    const { sent, io, emitter, fill, asked } = room();
    const broadcaster = createBroadcaster(emitter, fill);
    // This process's first message: no hole can be told.
    broadcaster.bids(7, [bid(3)], state(3));
    io.remote = 5;
    broadcaster.bids(7, [bid(6)], state(6));
    expect(sent).toEqual(['auction:bids:3', 'auction:bids:6']);
    expect(asked).toEqual([]);
  });
});

describe('createBroadcaster with several web processes, bids that waited for the window', () => {
  it("fills the other process's bids between its own, from the log", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const sent: string[] = [];
    const emitter: RoomEmitter = {
      emit: (_room, _event, ...args) => {
        const payload = args[0] as { bids: BidView[] };
        sent.push(payload.bids.map((b) => b.seq).join(','));
      },
      emitLocal: () => undefined,
      localSize: () => 5_000,
      writing: () => false,
      lastSeq: () => 0,
    };
    const fill = async (_lotId: number, after: number, before: number) =>
      [11, 13].filter((seq) => seq > after && seq < before).map(bid);
    const broadcaster = createBroadcaster(emitter, fill);
    broadcaster.bids(7, [bid(10)], state(10));
    // This process's 12 and 14 wait for the window; the other process took 11 and 13.
    broadcaster.bids(7, [bid(12)], state(12));
    broadcaster.bids(7, [bid(14)], state(14));
    vi.advanceTimersByTime(150);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual(['10', '11,12,13,14']);
  });
});
