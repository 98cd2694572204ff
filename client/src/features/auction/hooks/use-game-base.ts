import { useCallback, useEffect, useState } from 'react';
import type { GameBase } from '@kimoshdi/shared';
import { getGameBase } from '../api/game-view';

export interface GameBaseLoad {
  data: GameBase | null;
  error: unknown;
  reload(): void;
}

interface Settled {
  key: string;
  data?: GameBase;
  error?: unknown;
}

/** GET game-view/base for a lot, with a retry (the other auctions list offers one on failure). */
export function useGameBase(lotId: number): GameBaseLoad {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [shown, setShown] = useState<GameBase | null>(null);
  const key = `${lotId}#${version}`;

  useEffect(() => {
    const controller = new AbortController();
    getGameBase(lotId, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ key, data });
        setShown(data);
      },
      (error: unknown) => !controller.signal.aborted && setSettled({ key, error }),
    );
    return () => controller.abort();
  }, [lotId, key]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const error = settled?.key === key ? (settled.error ?? null) : null;
  // The previous answer stays while a retry loads, as long as it is this lot's.
  return { data: shown?.lot.id === lotId ? shown : null, error, reload };
}
