import { create } from 'zustand';
import type { BidView, GameCounts, GameState } from '@kimoshdi/shared';
import { getLotGameInfo } from '../api/game-view';
import {
  applyBids,
  applyCounts,
  applySnapshot,
  applyState,
  EMPTY_BOARD,
  withAutoBidMax,
  type Applied,
  type GameBoard,
  type Snapshot,
} from '../game-board';

/**
 * The open game page's lot: the board (game-board.ts keeps it in seq order) and the resync from
 * lot-game-info that any hole in the event stream, or a reconnect, asks for. One resync runs at a
 * time; a hole seen while one runs asks for one more after it, since that answer may predate it.
 */
interface GameStore {
  lotId: number | null;
  board: GameBoard;
  /** The last load of lot-game-info failed (the page offers a retry while it has nothing to show). */
  loadFailed: boolean;
  /** When the last full picture arrived (Date.now()): the connection badge's "caught up". */
  syncedAt: number;
  /** Starts over for a lot (the page opened, or moved to another lot). */
  open(lotId: number): void;
  snapshot(lotId: number, snapshot: Snapshot, fromSocket?: boolean): void;
  bids(event: { lot_id: number; seq: number; bids: BidView[]; state: GameState }): void;
  state(event: { lot_id: number; seq: number; state: GameState }): void;
  counts(event: GameCounts): void;
  autoBidMax(lotId: number, value: string | null): void;
  resync(): Promise<void>;
}

let running: Promise<void> | null = null;
let again = false;

export const useGameStore = create<GameStore>((set, get) => {
  const apply = (lotId: number, change: (board: GameBoard) => Applied) => {
    if (get().lotId !== lotId) return;
    const { board, gap } = change(get().board);
    set({ board });
    if (gap) void get().resync();
  };

  return {
    lotId: null,
    board: EMPTY_BOARD,
    loadFailed: false,
    syncedAt: 0,
    open(lotId) {
      again = false;
      set({ lotId, board: EMPTY_BOARD, loadFailed: false });
    },
    snapshot(lotId, snapshot, fromSocket = false) {
      if (get().lotId !== lotId) return;
      set({
        board: applySnapshot(get().board, snapshot, fromSocket),
        loadFailed: false,
        syncedAt: Date.now(),
      });
    },
    bids(event) {
      apply(event.lot_id, (board) => applyBids(board, event));
    },
    state(event) {
      apply(event.lot_id, (board) => applyState(board, event));
    },
    counts(event) {
      apply(event.lot_id, (board) => applyCounts(board, event));
    },
    autoBidMax(lotId, value) {
      if (get().lotId === lotId) set({ board: withAutoBidMax(get().board, value) });
    },
    resync() {
      if (running) {
        again = true;
        return running;
      }
      const run = async () => {
        do {
          again = false;
          const lotId = get().lotId;
          if (lotId === null) return;
          try {
            get().snapshot(lotId, await getLotGameInfo(lotId));
          } catch {
            if (get().lotId === lotId) set({ loadFailed: true });
            return;
          }
        } while (again);
      };
      running = run().finally(() => {
        running = null;
      });
      return running;
    },
  };
});
