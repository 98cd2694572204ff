import { useSyncExternalStore } from 'react';
import { serverNow, subscribeServerOffset } from '../../../lib/server-time';

/**
 * Server time (epoch ms, whole seconds) that re-renders once a second, or null before any offset
 * is measured. The game's countdown reads this, never Date.now() (design.md section 8).
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
  return now === null ? null : Math.floor(now / 1000) * 1000;
}

export function useServerNow(): number | null {
  return useSyncExternalStore(subscribe, snapshot);
}
