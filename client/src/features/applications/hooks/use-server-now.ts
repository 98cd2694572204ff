import { useSyncExternalStore } from 'react';
import { serverNow, subscribeServerOffset } from '../../../lib/server-time';

/** How often the panel looks at the clock: applying closes at the start, give or take this. */
const TICK_MS = 5_000;

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, TICK_MS);
  const unsubscribe = subscribeServerOffset(onChange);
  return () => {
    window.clearInterval(timer);
    unsubscribe();
  };
}

/** Server time (local time until the navbar's clock has measured it), in whole ticks so it is stable. */
function snapshot(): number {
  const now = serverNow() ?? Date.now();
  return Math.floor(now / TICK_MS) * TICK_MS;
}

export function useServerNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
