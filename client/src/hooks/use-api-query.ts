import { useEffect, useState } from 'react';

/**
 * A small read-through cache for GET calls whose answer is the same for the whole visit
 * (dictionaries, payment providers, visitor counts): the navbar, the footer and a page may ask for
 * the same thing at once and should share one request. A failed request is forgotten so a later
 * mount tries again.
 */
const cache = new Map<string, Promise<unknown>>();
// The answers that have come: a later mount shows them in its first render, so a page drawn again
// (Back to the lot list, issue 29) has its full height before the scroll position is restored.
const answered = new Map<string, unknown>();

export function cachedRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    cache.set(key, pending);
    pending.then(
      (data) => answered.set(key, data),
      () => cache.delete(key),
    );
  }
  return pending;
}

export interface ApiQueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

interface Settled<T> {
  key: string;
  data?: T;
  error?: unknown;
}

export function useApiQuery<T>(key: string, load: () => Promise<T>): ApiQueryState<T> {
  // The state remembers which key it belongs to, so a new key reads as loading at once without a
  // synchronous reset inside the effect.
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    let active = true;
    cachedRequest(key, load).then(
      (data) => active && setSettled({ key, data }),
      (error: unknown) => active && setSettled({ key, error }),
    );
    return () => {
      active = false;
    };
    // `load` is expected to be defined by the key; a new function identity must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (settled?.key !== key) {
    if (answered.has(key)) return { data: answered.get(key) as T, error: undefined, loading: false };
    return { data: undefined, error: undefined, loading: true };
  }
  return { data: settled.data, error: settled.error, loading: false };
}
