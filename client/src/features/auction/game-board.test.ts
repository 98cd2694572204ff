import { describe, expect, it } from 'vitest';
import type { BidView, GameCounts, GameState } from '@kimoshdi/shared';
import {
  applyBids,
  applyCounts,
  applySnapshot,
  applyState,
  EMPTY_BOARD,
  MAX_BIDS,
  type GameBoard,
} from './game-board';

const bid = (seq: number): BidView => ({
  seq,
  amount: String(100_000_00 + seq * 5_000_00),
  buyer_number: (seq % 3) + 1,
  kind: 'manual',
  at: 1_700_000_000_000 + seq,
});

const state = (seq: number, status: GameState['status'] = 'live'): GameState => ({
  lot_id: 7,
  seq,
  status,
  start_price: '10000000',
  price: seq === 0 ? null : bid(seq).amount,
  leader_number: seq === 0 ? null : bid(seq).buyer_number,
  previous_price: null,
  previous_number: null,
  suggested_price: '99900000',
  step_no: seq,
  ends_at: 1_700_000_600_000,
  paused_at: null,
  over_time_minutes: 5,
});

const counts = (seq: number): GameCounts => ({ lot_id: 7, seq, applicants: 5, participants: 3, viewers: 9 });

/** A board that has applied bids 1..seq. */
function boardAt(seq: number): GameBoard {
  const bids = Array.from({ length: seq }, (_, index) => bid(seq - index));
  return applySnapshot(EMPTY_BOARD, { state: state(seq), bids, counts: counts(seq) });
}

const event = (...seqs: number[]) => {
  const last = seqs[seqs.length - 1] ?? 0;
  return { seq: last, bids: seqs.map(bid), state: state(last) };
};

describe('applyBids', () => {
  it('applies bids that continue the local seq, newest first', () => {
    const { board, gap } = applyBids(boardAt(3), event(4, 5));
    expect(gap).toBe(false);
    expect(board.seq).toBe(5);
    expect(board.bids.map((b) => b.seq)).toEqual([5, 4, 3, 2, 1]);
    expect(board.state?.seq).toBe(5);
  });

  it('skips an event already applied, without asking for a resync', () => {
    const start = boardAt(5);
    expect(applyBids(start, event(4, 5))).toEqual({ board: start, gap: false });
    expect(applyBids(start, event(5))).toEqual({ board: start, gap: false });
  });

  it('applies only the unseen part of an event that overlaps', () => {
    const { board, gap } = applyBids(boardAt(4), event(3, 4, 5, 6));
    expect(gap).toBe(false);
    expect(board.bids.map((b) => b.seq)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it.each([
    ['a hole before the first bid', [6, 7]],
    ['a hole inside the event', [4, 6]],
  ])('asks for a resync on %s and changes nothing', (_, seqs) => {
    const start = boardAt(3);
    expect(applyBids(start, event(...seqs))).toEqual({ board: start, gap: true });
  });

  it('asks for a resync when the event claims a seq its bids do not reach', () => {
    const start = boardAt(3);
    expect(applyBids(start, { seq: 5, bids: [bid(4)], state: state(5) }).gap).toBe(true);
  });

  it('asks for a resync before the first picture', () => {
    expect(applyBids(EMPTY_BOARD, event(1)).gap).toBe(true);
  });

  it('keeps at most MAX_BIDS', () => {
    const { board } = applyBids(boardAt(MAX_BIDS), event(MAX_BIDS + 1));
    expect(board.bids).toHaveLength(MAX_BIDS);
    expect(board.bids[0]?.seq).toBe(MAX_BIDS + 1);
  });
});

describe('applyState', () => {
  it('applies a change at the local seq (a pause)', () => {
    const { board, gap } = applyState(boardAt(3), { seq: 3, state: state(3, 'paused') });
    expect(gap).toBe(false);
    expect(board.state?.status).toBe('paused');
  });

  it('ignores an older one and resyncs on a newer one', () => {
    const start = boardAt(3);
    expect(applyState(start, { seq: 2, state: state(2, 'paused') })).toEqual({ board: start, gap: false });
    expect(applyState(start, { seq: 4, state: state(4, 'closed') })).toEqual({ board: start, gap: true });
  });
});

describe('applyCounts', () => {
  it('always takes the latest counts, and resyncs when they are ahead of the bids', () => {
    const now = applyCounts(boardAt(3), { ...counts(3), viewers: 42 });
    expect(now.gap).toBe(false);
    expect(now.board.counts?.viewers).toBe(42);
    expect(applyCounts(boardAt(3), counts(4)).gap).toBe(true);
  });
});

describe('applySnapshot', () => {
  it('replaces the board with a newer picture, bids sorted newest first', () => {
    const board = applySnapshot(boardAt(2), {
      state: state(4),
      bids: [bid(1), bid(3), bid(2), bid(4)],
      counts: counts(4),
      seat: { role: 'participant', buyer_number: 2, auto_bid_max: null },
    });
    expect(board.seq).toBe(4);
    expect(board.bids.map((b) => b.seq)).toEqual([4, 3, 2, 1]);
    expect(board.seat?.role).toBe('participant');
  });

  it('keeps newer live events over an older picture, but takes its seat', () => {
    const start = boardAt(5);
    const board = applySnapshot(start, {
      state: state(3),
      bids: [bid(3)],
      counts: counts(3),
      seat: { role: 'viewer', buyer_number: null, auto_bid_max: null },
    });
    expect(board.seq).toBe(5);
    expect(board.bids).toBe(start.bids);
    expect(board.seat?.role).toBe('viewer');
  });
});

describe('applySnapshot after the socket spoke', () => {
  it('keeps the live counts over a lot-game-info read that may predate the join', () => {
    const joined = applySnapshot(
      boardAt(3),
      { state: state(3), bids: [bid(3)], counts: { ...counts(3), participants: 1 } },
      true,
    );
    const read = applySnapshot(joined, {
      state: state(3),
      bids: [bid(3)],
      counts: { ...counts(3), participants: 0 },
    });
    expect(read.counts?.participants).toBe(1);
    const event = applyCounts(boardAt(3), { ...counts(3), viewers: 42 }).board;
    expect(applySnapshot(event, { state: state(3), bids: [bid(3)], counts: counts(3) }).counts?.viewers).toBe(
      42,
    );
  });

  it('takes the counts of a later join answer, and of lot-game-info before any socket news', () => {
    const joined = applySnapshot(
      boardAt(3),
      { state: state(3), bids: [], counts: { ...counts(3), viewers: 1 } },
      true,
    );
    const rejoined = applySnapshot(
      joined,
      { state: state(3), bids: [], counts: { ...counts(3), viewers: 2 } },
      true,
    );
    expect(rejoined.counts?.viewers).toBe(2);
    const read = applySnapshot(boardAt(3), {
      state: state(3),
      bids: [],
      counts: { ...counts(3), viewers: 7 },
    });
    expect(read.counts?.viewers).toBe(7);
    expect(read.live).toBe(false);
  });

  it('keeps a pause the socket told over lot-game-info at the same seq, but takes its seat', () => {
    const paused = applyState(boardAt(3), { seq: 3, state: state(3, 'paused') }).board;
    const read = applySnapshot(paused, {
      state: state(3),
      bids: [bid(3)],
      counts: counts(3),
      seat: { role: 'participant', buyer_number: 1, auto_bid_max: null },
    });
    expect(read.state?.status).toBe('paused');
    expect(read.seat?.role).toBe('participant');
    // A newer read is newer whatever came before it.
    expect(applySnapshot(paused, { state: state(4), bids: [bid(4)], counts: counts(4) }).state?.status).toBe(
      'live',
    );
  });
});

describe('applySnapshot of a finished lot', () => {
  it('keeps every bid of its history, as the result page shows them', () => {
    const seq = MAX_BIDS + 10;
    const bids = Array.from({ length: seq }, (_, index) => bid(seq - index));
    const live = applySnapshot(EMPTY_BOARD, { state: state(seq), bids, counts: counts(seq) });
    const closed = applySnapshot(EMPTY_BOARD, { state: state(seq, 'closed'), bids, counts: counts(seq) });
    expect(live.bids).toHaveLength(MAX_BIDS);
    expect(closed.bids).toHaveLength(seq);
    expect(closed.bids[0]?.seq).toBe(seq);
  });
});
