import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileKind } from '@kimoshdi/shared';
import { isApiError } from '../../../lib/api-client';
import { precheck, type ListedFile } from '../precheck';

type OnProgress = (sent: number, total: number) => void;

/**
 * One list of an order's files (photos or documents) and the calls that change it: every call
 * answers the list as it is now, which replaces the one shown and is passed to `onChange`. Errors
 * are the server's words (in the user's language), or the client's own check's; a 401 opens the
 * session dialog by itself and is not repeated here.
 */
export function useFileList<T extends ListedFile>(
  kind: FileKind,
  load: (signal: AbortSignal) => Promise<{ items: T[] }>,
  onChange?: (items: T[]) => void,
) {
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
    async (change: (onProgress: OnProgress) => Promise<T[]>): Promise<boolean> => {
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

  /** Runs a change and tells the owner the list it left. */
  const change = async (call: (onProgress: OnProgress) => Promise<T[]>) => {
    let next: T[] = [];
    if (await run(async (onProgress) => (next = await call(onProgress)))) onChange?.(next);
  };

  /** Uploads files once the client's own check of the limits lets them through. */
  const upload = (files: File[], send: (onProgress: OnProgress) => Promise<{ items: T[] }>) => {
    const refused = precheck(kind, items ?? [], files);
    if (refused) {
      setError(t(refused.key, refused.params));
      return;
    }
    void change(async (onProgress) => (await send(onProgress)).items);
  };

  return { items, error, busy, progress, change, upload };
}
