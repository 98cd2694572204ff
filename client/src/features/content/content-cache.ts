import { useEffect, useState } from 'react';

/**
 * The readers' content, fetched once per visit and language and shared by the footer, the menus
 * and the pages (like hooks/use-api-query.ts), but forgotten when the operator publishes, so the
 * operator's next look at a page shows what was just published. A failure is forgotten too.
 */
const cache = new Map<string, Promise<unknown>>();
const listeners = new Set<() => void>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** Starts a read before the page that needs it renders (the router calls it while the page's code loads). */
export function prefetchContent<T>(key: string, load: () => Promise<T>): void {
  cached(key, load).catch(() => undefined);
}

/** After a publish: every reader's copy is asked for again, and mounted readers refresh. */
export function forgetContent(): void {
  cache.clear();
  for (const listener of listeners) listener();
}

export interface ContentQuery<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  retry(): void;
}

interface Settled<T> {
  key: string;
  round: number;
  data?: T;
  error?: unknown;
}

export function useContentQuery<T>(key: string, load: () => Promise<T>): ContentQuery<T> {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    const refresh = () => setRound((value) => value + 1);
    listeners.add(refresh);
    return () => {
      listeners.delete(refresh);
    };
  }, []);

  useEffect(() => {
    let active = true;
    cached(key, load).then(
      (data) => active && setSettled({ key, round, data }),
      (error: unknown) => active && setSettled({ key, round, error }),
    );
    return () => {
      active = false;
    };
    // `load` is defined by the key; a new function identity must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const retry = () => setRound((value) => value + 1);
  // A refresh keeps showing the last answer of the same key until the new one is there.
  if (settled?.key !== key) return { data: undefined, error: undefined, loading: true, retry };
  return { data: settled.data, error: settled.error, loading: settled.round !== round, retry };
}
