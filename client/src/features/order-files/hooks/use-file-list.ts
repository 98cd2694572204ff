import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';

/**
 * One list of an order's files and the calls that change it: every call answers the list as it is
 * now, which replaces the one shown. Errors are the server's words (in the user's language), or
 * the client's own check's; a 401 opens the session dialog by itself and is not repeated here.
 */
export function useFileList<T>(load: (signal: AbortSignal) => Promise<{ items: T[] }>) {
  const { t } = useTranslation('files');
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((answer) => setItems(answer.items))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(isApiError(failure) && failure.status !== 401 ? failure.message : t('loadFailed'));
      });
    return () => controller.abort();
  }, [load, t]);

  /** Runs a change; its answer (the list now) replaces the list. */
  const run = useCallback(
    async (change: (onProgress: (sent: number, total: number) => void) => Promise<T[]>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        setItems(
          await change((sent, total) => setProgress(total > 0 ? Math.round((sent / total) * 100) : null)),
        );
        return true;
      } catch (failure) {
        if (!isApiError(failure) || failure.status !== 401) {
          setError(isApiError(failure) ? failure.message : t('loadFailed'));
        }
        return false;
      } finally {
        setBusy(false);
        setProgress(null);
      }
    },
    [t],
  );

  return { items, setItems, error, setError, busy, progress, run };
}
