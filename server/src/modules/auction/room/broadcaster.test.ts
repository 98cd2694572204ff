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

/** Records what goes out: [room(s), event, seq]. */
function recorder(members: number) {
  const sent: [string, string, number][] = [];
  const emitter: RoomEmitter = {
    emit: (room, event, ...args) => {
      const payload = args[0] as { seq: number };
      sent.push([Array.isArray(room) ? room.join(',') : room, event, payload.seq]);
    },
    emitLocal: () => undefined,
    localSize: () => members,
  };
  return { sent, emitter };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createBroadcaster', () => {
  afterEach(() => vi.useRealTimers());

  it('sends nothing in the turn of the call: the caller answers first', async () => {
    const { sent, emitter } = recorder(0);
    const broadcaster = createBroadcaster(emitter);
    broadcaster.bids(7, [bid(1)], state(1));
    expect(sent).toEqual([]);
    await nextTurn();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[1]).toBe('auction:bids');
  });

  it('sends each message to the lot room once, however big the room: one encoding, one publish', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { sent, emitter } = recorder(4_800);
    const broadcaster = createBroadcaster(emitter);
    broadcaster.bids(7, [bid(1)], state(1));
    broadcaster.state(7, 'paused', state(1));
    await nextTurn();
    // 4 800 writes: more than a turn's share, so the state waits for the next turn.
    expect(sent.map(([room, event, seq]) => `${room} ${event}:${seq}`)).toEqual(['lot:7 auction:bids:1']);
    broadcaster.flushAll();
    expect(sent.map(([room, event, seq]) => `${room} ${event}:${seq}`)).toEqual([
      'lot:7 auction:bids:1',
      'lot:7 auction:state:1',
    ]);
  });

  it('coalesces the bids of a big room within its window, then sends them before a state', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { sent, emitter } = recorder(100);
    const broadcaster = createBroadcaster(emitter);
    broadcaster.bids(7, [bid(1)], state(1));
    broadcaster.bids(7, [bid(2)], state(2));
    broadcaster.bids(7, [bid(3)], state(3));
    broadcaster.state(7, 'closed', state(3));
    await nextTurn();
    expect(sent.map(([, event, seq]) => `${event}:${seq}`)).toEqual([
      'auction:bids:1',
      'auction:bids:3',
      'auction:state:3',
    ]);
  });
});
