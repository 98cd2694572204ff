import { useSyncExternalStore } from 'react';
import { serverNow, subscribeServerOffset } from './server-time';

/**
 * Server time (epoch ms, whole seconds) that re-renders once a second, or null before the navbar's
 * clock (or the game's clock ping) has measured the offset. Every countdown reads this, never
 * Date.now() (docs/architecture.md section 8).
 */
function subscribe(onChange: () => void): () => void {
  let timer = 0;
  const schedule = () => {
    const now = serverNow();
    timer = window.setTimeout(
      () => {
        onChange();
        schedule();
      },
      now === null ? 1000 : 1000 - (now % 1000) + 5,
    );
  };
  schedule();
  const unsubscribe = subscribeServerOffset(onChange);
  return () => {
    window.clearTimeout(timer);
    unsubscribe();
  };
}

function snapshot(): number | null {
  const now = serverNow();
  // Whole seconds, so the snapshot is stable between ticks (useSyncExternalStore compares it).
  return now === null ? null : Math.floor(now / 1000) * 1000;
}

export function useServerNow(): number | null {
  return useSyncExternalStore(subscribe, snapshot);
}
