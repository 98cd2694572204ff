/**
 * The game page's picture of a lot, kept in the lot's `seq` order (docs/architecture.md section 2, step 4).
 * Every server event carries the seq of the last bid it knows: bids are applied only when they
 * continue the local log without a hole, repeats are skipped, and anything that shows a hole asks
 * for a resync from `lot-game-info` instead of guessing. Pure, so the ordering is tested without a
 * socket.
 */
import type { BidView, GameCounts, GameSeat, GameState } from '@kimoshdi/shared';

/** How many confirmed prices the page keeps (the server sends at most 50 on a resync). */
export const MAX_BIDS = 50;

export interface GameBoard {
  /** The seq of the newest bid applied; -1 before the first snapshot. */
  seq: number;
  state: GameState | null;
  /** Newest first. */
  bids: BidView[];
  counts: GameCounts | null;
  /**
   * Something came over the socket (the join answer or an event). A pause and the counts change
   * nothing of the seq, and a lot-game-info answer may have been read before this page joined the
   * room, so from then on lot-game-info at the board's own seq changes only the seat.
   */
  live: boolean;
  seat: GameSeat | null;
}

export const EMPTY_BOARD: GameBoard = {
  seq: -1,
  state: null,
  bids: [],
  counts: null,
  live: false,
  seat: null,
};

/** The board after an event, and whether the event showed bids the board has not seen. */
export interface Applied {
  board: GameBoard;
  gap: boolean;
}

export interface Snapshot {
  state: GameState;
  /** Newest first. */
  bids: BidView[];
  counts: GameCounts;
  seat?: GameSeat;
}

/**
 * A full picture (the join answer, `fromSocket`, or lot-game-info). An older one than the board
 * already has (a resync overtaken by live events, or lot-game-info at the seq the socket already
 * gave) only updates the seat.
 */
export function applySnapshot(board: GameBoard, snapshot: Snapshot, fromSocket = false): GameBoard {
  const seat = snapshot.seat ?? board.seat;
  const live = board.live || fromSocket;
  if (snapshot.state.seq < board.seq) return { ...board, seat, live };
  if (snapshot.state.seq === board.seq && board.live && !fromSocket) return { ...board, seat };
  return {
    seq: snapshot.state.seq,
    state: snapshot.state,
    // A finished lot's history is complete (the result page shows every bid, so does the game page).
    bids: [...snapshot.bids]
      .sort((a, b) => b.seq - a.seq)
      .slice(0, snapshot.state.status === 'closed' ? undefined : MAX_BIDS),
    counts: snapshot.counts,
    live,
    seat,
  };
}

/**
 * Accepted bids in seq order (an 'auction:bids' event, or the bids of our own bid's answer):
 * applied when the first new one follows the local seq; a hole means a resync.
 */
export function applyBids(
  board: GameBoard,
  event: { seq: number; bids: BidView[]; state: GameState },
): Applied {
  if (board.state === null) return { board, gap: true };
  if (event.seq <= board.seq) return { board, gap: false };
  const fresh = event.bids.filter((bid) => bid.seq > board.seq).sort((a, b) => a.seq - b.seq);
  const first = fresh[0];
  if (!first || first.seq !== board.seq + 1) return { board, gap: true };
  // Within the event the bids must follow each other too, or we would hide a hole inside it.
  if (fresh.some((bid, index) => bid.seq !== first.seq + index)) return { board, gap: true };
  const newest = fresh[fresh.length - 1] ?? first;
  if (newest.seq !== event.seq || event.state.seq !== event.seq) return { board, gap: true };
  return {
    board: {
      ...board,
      seq: event.seq,
      state: event.state,
      bids: [...fresh.reverse(), ...board.bids].slice(0, MAX_BIDS),
      live: true,
    },
    gap: false,
  };
}

/** A change that is not a bid (pause, resume, close, start): it must be at the local seq. */
export function applyState(board: GameBoard, event: { seq: number; state: GameState }): Applied {
  if (board.state === null) return { board, gap: true };
  if (event.seq < board.seq) return { board, gap: false };
  if (event.seq > board.seq) return { board, gap: true };
  return { board: { ...board, state: event.state, live: true }, gap: false };
}

/** Applicants, participants and viewers: always the latest; a newer seq means bids were missed. */
export function applyCounts(board: GameBoard, counts: GameCounts): Applied {
  if (board.state === null) return { board, gap: true };
  return { board: { ...board, counts, live: true }, gap: counts.seq > board.seq };
}

/** The caller's own auto-bid maximum after a set or delete. */
export function withAutoBidMax(board: GameBoard, autoBidMax: string | null): GameBoard {
  if (!board.seat) return board;
  return { ...board, seat: { ...board.seat, auto_bid_max: autoBidMax } };
}
