import { useCallback, useEffect, useState } from 'react';

export interface KeyedLoad<T> {
  /** The latest answer; the previous one stays while the next key loads, so nothing flickers. */
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

interface Settled<T> {
  key: string;
  data?: T;
  error?: unknown;
}

/**
 * Loads whatever `key` describes (a lot id, the list's address) and again whenever it changes;
 * an answer for an older key that arrives late is aborted and never shown. `ready` may hand over
 * the first key's answer when it is already here (fetched while the page loaded, lib/early-get.ts):
 * the page then shows it in its first render instead of one render later.
 */
export function useKeyedLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  ready?: () => T | undefined,
): KeyedLoad<T> {
  const [version, setVersion] = useState(0);
  const fullKey = `${key}#${version}`;
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    const data = ready?.();
    return data === undefined ? null : { key: fullKey, data };
  });
  const [shown, setShown] = useState<T | undefined>(() => settled?.data);

  useEffect(() => {
    // Handed over by `ready`: nothing to load for this key.
    if (settled?.key === fullKey && settled.data !== undefined) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ key: fullKey, data });
        setShown(data);
      },
      (error: unknown) => !controller.signal.aborted && setSettled({ key: fullKey, error }),
    );
    return () => controller.abort();
    // `load` is defined by the key; a new function identity must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullKey]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const current = settled?.key === fullKey;
  return { data: shown, error: current ? settled.error : undefined, loading: !current, reload };
}
