import { useSyncExternalStore } from 'react';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { serverNow, subscribeServerOffset } from '../../../lib/server-time';

/**
 * Wakes up just after each server-time second begins, so the shown seconds flip together with
 * the server's and never skip or repeat one (a plain 1 s interval drifts against the clock).
 */
function subscribe(onChange: () => void): () => void {
  let timer = 0;
  const schedule = () => {
    const now = serverNow();
    const delay = now === null ? 1000 : 1000 - (now % 1000) + 5;
    timer = window.setTimeout(() => {
      onChange();
      schedule();
    }, delay);
  };
  schedule();
  const unsubscribe = subscribeServerOffset(onChange);
  return () => {
    window.clearTimeout(timer);
    unsubscribe();
  };
}

function snapshot(): string | null {
  const now = serverNow();
  return now === null ? null : formatTashkentDateTime(now);
}

/** `DD.MM.YYYY HH:mm:ss` in Asia/Tashkent on server time, or null before the first sync. */
export function useServerClockText(): string | null {
  return useSyncExternalStore(subscribe, snapshot);
}
