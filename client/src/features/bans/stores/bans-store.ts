import { create } from 'zustand';
import type { UserBansAnswer } from '@kimoshdi/shared/api/shop/user-bans';
import { getMyBans } from '../api/get-my-bans';

/**
 * The signed-in user's bans, loaded once per cabinet visit and shared by the cabinet's banner, its
 * menu and the bans page. `failed` after a failed load: the page says so; the banner and the menu
 * item simply do not show.
 */
interface BansState {
  answer: UserBansAnswer | null;
  failed: boolean;
  load(): Promise<void>;
}

export const useBansStore = create<BansState>((set) => ({
  answer: null,
  failed: false,
  async load() {
    try {
      set({ answer: await getMyBans(), failed: false });
    } catch {
      set({ failed: true });
    }
  },
}));
