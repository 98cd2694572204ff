/**
 * The linearizability check itself (tests/support/history-check.ts): histories that fit one order
 * pass; each kind of history that fits none is rejected, with the rule it breaks named.
 */
import { describe, expect, it } from 'vitest';
import { checkHistories, type ClientHistory, type SeenBid } from '../support/history-check';

const bid = (seq: number, amount: number, buyer: number): SeenBid => ({ seq, amount: String(amount), buyer });
const state = (b: SeenBid) => ({ seq: b.seq, price: b.amount, leader: b.buyer });
const [b1, b2, b3] = [bid(1, 100, 1), bid(2, 110, 2), bid(3, 120, 1)];

/** Alice and Bob bid in turn; a watcher gets every event and resyncs once. */
function fair(): ClientHistory[] {
  return [
    {
      client: 'alice',
      observations: [
        { kind: 'bid', sentAt: 0, doneAt: 10, requestId: 'a1', bid: b1 },
        { kind: 'bid', sentAt: 40, doneAt: 50, requestId: 'a2', bid: b3 },
      ],
    },
    {
      client: 'bob',
      observations: [
        { kind: 'bid', sentAt: 20, doneAt: 30, requestId: 'b1', bid: b2 },
        // Refused (or no answer): its outcome is unknown, it adds nothing to the order.
        { kind: 'bid', sentAt: 31, doneAt: 60, requestId: 'b2', bid: null, error: 'SERVICE_UNAVAILABLE' },
      ],
    },
    {
      client: 'watcher',
      observations: [
        { kind: 'read', sentAt: 0, doneAt: 1, state: { seq: 0, price: null, leader: null }, bids: [] },
        { kind: 'event', at: 11, state: state(b1), bids: [b1] },
        // b3's event arrived before b2's (two processes): a gap, then a resync.
        { kind: 'event', at: 51, state: state(b3), bids: [b3] },
        { kind: 'read', sentAt: 52, doneAt: 55, state: state(b3), bids: [b3, b2, b1] },
        { kind: 'event', at: 56, state: state(b2), bids: [b2] },
      ],
    },
  ];
}

describe('checkHistories', () => {
  it('accepts histories that fit one order, with and without the record', () => {
    expect(checkHistories(fair())).toMatchObject({ ok: true, problems: [], order: [b1, b2, b3] });
    const verdict = checkHistories(fair(), { record: [b1, b2, b3] });
    expect(verdict.problems).toEqual([]);
    expect(verdict.checked).toEqual({ clients: 3, bids: 4, acked: 3, events: 3, reads: 2 });
  });

  it('accepts a failed bid that stood after all (its outcome was unknown to its sender)', () => {
    const b4 = bid(4, 130, 2);
    expect(checkHistories(fair(), { record: [b1, b2, b3, b4] }).ok).toBe(true);
  });

  it('rejects two clients who saw different bids under one seq', () => {
    const histories = fair();
    histories[2]!.observations.push({
      kind: 'event',
      at: 70,
      state: state(bid(3, 125, 2)),
      bids: [bid(3, 125, 2)],
    });
    const verdict = checkHistories(histories);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems.join('\n')).toMatch(
      /seq 3: watcher's event saw #3 125 by 2, alice's ack saw #3 120 by 1/,
    );
  });

  it('rejects an acknowledged bid the record lacks, and a record with a hole', () => {
    expect(checkHistories(fair(), { record: [b1, b2] }).problems).toEqual([
      "seq 3 (#3 120 by 1, alice's ack) is not in the record",
    ]);
    expect(checkHistories(fair(), { record: [b1, b3] }).problems).toContain("the record's bid 2 has seq 3");
  });

  it('rejects a price that does not climb', () => {
    const verdict = checkHistories([
      {
        client: 'x',
        observations: [
          { kind: 'bid', sentAt: 0, doneAt: 1, requestId: 'r1', bid: bid(1, 100, 1) },
          { kind: 'event', at: 3, state: state(bid(2, 100, 2)), bids: [bid(2, 100, 2)] },
        ],
      },
    ]);
    expect(verdict.problems).toEqual(['#2 100 by 2 is not above #1 100 by 1']);
  });

  it('rejects a state that is not the state after its seq', () => {
    const histories = fair();
    histories[2]!.observations.push({
      kind: 'read',
      sentAt: 70,
      doneAt: 71,
      state: { seq: 3, price: '120', leader: 2 },
      bids: [],
    });
    expect(checkHistories(histories).problems).toEqual([
      "watcher's read: seq 3 price 120 leader 2, the order's bid is #3 120 by 1",
    ]);
  });

  it('rejects a bid ordered before one whose ack came back before it was sent (real time)', () => {
    // Each value alone is plausible; the order is not: bob's seq 2 came back at 20, so alice's
    // bid, sent at 30, cannot have been placed before it.
    const verdict = checkHistories([
      { client: 'alice', observations: [{ kind: 'bid', sentAt: 30, doneAt: 40, requestId: 'a', bid: b1 }] },
      { client: 'bob', observations: [{ kind: 'bid', sentAt: 0, doneAt: 20, requestId: 'b', bid: b2 }] },
    ]);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual(["alice's bid got seq 1, sent after bob's ack of 2 came back"]);
  });

  it('rejects a stale read: sent after seq 2 was seen, it shows seq 1', () => {
    const verdict = checkHistories([
      { client: 'bob', observations: [{ kind: 'bid', sentAt: 0, doneAt: 20, requestId: 'b', bid: b2 }] },
      {
        client: 'watcher',
        observations: [{ kind: 'read', sentAt: 25, doneAt: 26, state: state(b1), bids: [b1] }],
      },
    ]);
    expect(verdict.problems).toEqual(["watcher's read showed seq 1, sent after bob's ack of 2 came back"]);
  });

  it('lets overlapping operations go in either order', () => {
    const verdict = checkHistories([
      { client: 'alice', observations: [{ kind: 'bid', sentAt: 0, doneAt: 30, requestId: 'a', bid: b2 }] },
      { client: 'bob', observations: [{ kind: 'bid', sentAt: 10, doneAt: 20, requestId: 'b', bid: b1 }] },
    ]);
    expect(verdict.ok).toBe(true);
  });
});
