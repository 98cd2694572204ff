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

/** The read in flight: the bar and the account menu ask together at a page's start, one request serves both. */
let reading: Promise<void> | null = null;

export const useBalanceStore = create<BalanceState>((set) => ({
  balance: null,
  load() {
    reading ??= getBalance()
      .then(
        (balance) => set({ balance }),
        () => set({ balance: ZERO }),
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  },
}));
