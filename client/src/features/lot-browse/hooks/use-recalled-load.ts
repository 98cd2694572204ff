import { useEffect, useRef } from 'react';
import { useKeyedLoad, type KeyedLoad } from '../../../hooks/use-keyed-load';

/**
 * useKeyedLoad whose first answer may be there before any request: one fetched while the page
 * loaded (`early`, current) or one remembered from the last visit (`recalled`, lib/read-cache.ts).
 * A remembered answer is shown in the first render, so Back finds the page as it was left, and is
 * asked for anew at once: the fresh answer replaces it when it comes.
 */
export function useRecalledLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  early: () => T | undefined,
  recalled: () => T | undefined,
): KeyedLoad<T> {
  const stale = useRef(false);
  const result = useKeyedLoad(key, load, () => {
    const fetched = early();
    if (fetched !== undefined) return fetched;
    const remembered = recalled();
    stale.current = remembered !== undefined;
    return remembered;
  });
  const { reload } = result;
  useEffect(() => {
    if (!stale.current) return;
    stale.current = false;
    reload();
  }, [reload]);
  return result;
}
