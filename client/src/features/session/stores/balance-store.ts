import { create } from 'zustand';
import { getBalance } from '../api/get-balance';

/** Balance in UZS (spec section 3: a number in client state). Null until first loaded. */
interface BalanceState {
  balance: number | null;
  load(): Promise<void>;
}

export const useBalanceStore = create<BalanceState>((set) => ({
  balance: null,
  async load() {
    try {
      set({ balance: await getBalance() });
    } catch {
      // Spec section 8: a balance failure shows 0, nothing else.
      set({ balance: 0 });
    }
  },
}));
