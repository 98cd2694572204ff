import { useEffect } from 'react';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { measureOffset, setServerOffset } from '../../../lib/server-time';
import { getServerDate } from '../api/get-server-date';

/** Local clocks drift a little and can be changed by the user; re-measure now and then. */
export const RESYNC_INTERVAL_MS = 5 * 60_000;

export async function syncServerTime(): Promise<void> {
  try {
    const answer = await getServerDate();
    setServerOffset(measureOffset(answer.epoch_ms, answer.sentAtMs, answer.receivedAtMs));
  } catch (error) {
    // docs/product.md section 8: the server's ERROR.message, grouped so re-syncs do not stack copies.
    if (isApiError(error)) notify({ type: 'error', message: error.message, group: 'server-date' });
  }
}

/** Keeps the shared server-time offset fresh while the component using it is mounted. */
export function useServerTimeSync(): void {
  useEffect(() => {
    void syncServerTime();
    const timer = window.setInterval(() => void syncServerTime(), RESYNC_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
}
