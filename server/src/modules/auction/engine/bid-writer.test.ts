import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../db/database';
import { createLogger } from '../../../lib/logger';
import type { BidRow } from '../auction.repository';
import { createBidWriter } from './bid-writer';

/** Each insertBids call: the rows it got, and how to end it. */
const calls: { rows: BidRow[]; done: () => void; fail: (error: Error) => void }[] = [];

vi.mock('../auction.repository', () => ({
  insertBids: (_db: unknown, rows: BidRow[]) =>
    new Promise((resolve, reject) => {
      calls.push({
        rows: [...rows],
        done: () => resolve({ clashes: new Set(), brokenChains: [] }),
        fail: reject,
      });
    }),
}));

function row(lotId: number, seq: number): BidRow {
  return {
    lotId,
    seq,
    userId: '1',
    buyerNumber: 1,
    amount: '100',
    kind: 'manual',
    stepNo: seq,
    requestId: null,
    placedAtMs: 0,
    endsAtMs: 0,
  };
}

const seqs = (call: { rows: BidRow[] }) => call.rows.map((r) => `${r.lotId}:${r.seq}`);
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createBidWriter', () => {
  let writer: ReturnType<typeof createBidWriter>;
  beforeEach(() => {
    calls.length = 0;
    writer = createBidWriter({} as Database, createLogger('silent'));
  });

  it('keeps one commit in flight: the bids that come meanwhile wait for it and go together, in order', async () => {
    const first = writer.write([row(1, 1)]);
    const second = writer.write([row(1, 2)]);
    const third = writer.write([row(1, 3)]);
    expect(calls.map(seqs)).toEqual([['1:1']]);
    calls[0]!.done();
    await first;
    await settle();
    expect(calls.map(seqs)).toEqual([['1:1'], ['1:2', '1:3']]);
    calls[1]!.done();
    await Promise.all([second, third]);
    expect(writer.stats()).toEqual({ commits: 2, rows: 3 });
  });

  it("gathers every lot's bids that come during a commit into the next one", async () => {
    void writer.write([row(1, 1)]);
    void writer.write([row(2, 1)]);
    void writer.write([row(1, 2)]);
    expect(calls.map(seqs)).toEqual([['1:1']]);
    calls[0]!.done();
    await settle();
    expect(calls.map(seqs)).toEqual([['1:1'], ['2:1', '1:2']]);
    calls[1]!.done();
    await writer.idle();
    expect(writer.stats()).toEqual({ commits: 2, rows: 3 });
  });

  it('acknowledges nothing of a failed commit, and goes on with the next', async () => {
    const lost = writer.write([row(1, 1)]);
    const next = writer.write([row(1, 2)]);
    calls[0]!.fail(new Error('connection lost'));
    await expect(lost).rejects.toThrow('connection lost');
    await settle();
    expect(calls.map(seqs)).toEqual([['1:1'], ['1:2']]);
    calls[1]!.done();
    await next;
  });

  it('idle() waits for what is queued and in flight', async () => {
    void writer.write([row(1, 1)]);
    void writer.write([row(1, 2)]);
    let idle = false;
    const waiting = writer.idle().then(() => (idle = true));
    calls[0]!.done();
    await settle();
    expect(idle).toBe(false);
    calls[1]!.done();
    await waiting;
    expect(idle).toBe(true);
  });
});
