import { useSyncExternalStore } from 'react';
import { serverNow, subscribeServerOffset } from '../../../lib/server-time';

/** Server time (epoch ms, whole seconds) re-rendering once a second; null before any offset is known. */
function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, 1000);
  const unsubscribe = subscribeServerOffset(onChange);
  return () => {
    window.clearInterval(timer);
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
