import { create } from 'zustand';
import type { Balance } from '@kimoshdi/shared';
import { getBalance } from '../api/get-balance';

/** docs/product.md section 8: a balance failure shows 0, nothing else. */
const ZERO: Balance = { balance: '0', blocked: '0' };

/** The balance in tiyin (available and blocked). Null until first loaded. */
interface BalanceState {
  balance: Balance | null;
  load(): Promise<void>;
}

export const useBalanceStore = create<BalanceState>((set) => ({
  balance: null,
  async load() {
    try {
      set({ balance: await getBalance() });
    } catch {
      set({ balance: ZERO });
    }
  },
}));
