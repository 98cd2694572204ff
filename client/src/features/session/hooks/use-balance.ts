import { useEffect } from 'react';
import type { Balance } from '@kimoshdi/shared';
import { useBalanceStore } from '../stores/balance-store';

/** Loads the balance when a signed-in view first needs it. */
export function useBalance(signedIn: boolean): Balance | null {
  const balance = useBalanceStore((state) => state.balance);
  const load = useBalanceStore((state) => state.load);
  useEffect(() => {
    if (signedIn) void load();
  }, [signedIn, load]);
  return signedIn ? balance : null;
}
