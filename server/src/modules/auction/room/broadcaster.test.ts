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
