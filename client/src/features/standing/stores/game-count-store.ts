import { create } from 'zustand';
import { getGameCount } from '../api/standing';

/**
 * How many auctions the signed-in person applied to run now: the navbar badge. Null until loaded,
 * or when loading failed (no badge rather than a wrong number).
 */
interface GameCountState {
  count: number | null;
  load(): Promise<void>;
}

export const useGameCountStore = create<GameCountState>((set) => ({
  count: null,
  async load() {
    try {
      set({ count: (await getGameCount()).count });
    } catch {
      set({ count: null });
    }
  },
}));
