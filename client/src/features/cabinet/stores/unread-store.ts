import { create } from 'zustand';
import { getUnreadMessageCount } from '../api/messages';

/**
 * The unread message count, shared by the navbar badge and the cabinet menu. Null until loaded or
 * when loading failed (then no badge rather than a wrong number).
 */
interface UnreadState {
  count: number | null;
  load(): Promise<void>;
  set(count: number): void;
}

export const useUnreadStore = create<UnreadState>((set) => ({
  count: null,
  async load() {
    try {
      set({ count: (await getUnreadMessageCount()).count });
    } catch {
      set({ count: null });
    }
  },
  set(count) {
    set({ count });
  },
}));
