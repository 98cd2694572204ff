import { useCallback, useEffect, useState } from 'react';

export interface ReloadableLoad {
  /** The last load failed: the desk shows LoadFailed, whose retry calls reload(). */
  failed: boolean;
  /** Loads the same key again (after a change the desk must show, or a failed load). */
  reload(): void;
}

/**
 * Loads what `key` describes (the year shown, the page and language open) and again on reload();
 * an answer that arrives after the key changed or the desk closed is dropped. The answer goes to
 * `onLoad` rather than being returned, because a desk keeps it in its own state: it copies it into
 * a form, or replaces it with what a save answered without loading again.
 */
export function useReloadableLoad<T>(
  key: string,
  load: () => Promise<T>,
  onLoad: (answer: T) => void,
): ReloadableLoad {
  const [round, setRound] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    load().then(
      (answer) => {
        if (!active) return;
        onLoad(answer);
        setFailed(false);
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
    // `load` and `onLoad` are defined by the key; a new function identity must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { failed, reload };
}
