import { useEffect, useState } from 'react';
import type { GameStatus, PriceHistory } from '@kimoshdi/shared';
import { getPriceHistory } from '../api/game-view';

/**
 * The lot's whole history from the record, read when the room opens, again at every change of
 * status (a pause's band, the close's full log) and after a reconnect's catch-up (`caughtUp` turning true).
 * Between those the board's live bids extend it. A failed read leaves the previous one: the chart
 * then draws what the board has.
 */
export function usePriceHistory(
  lotId: number,
  status: GameStatus | null,
  caughtUp: boolean,
): PriceHistory | null {
  const [history, setHistory] = useState<PriceHistory | null>(null);
  useEffect(() => {
    if (status === null) return;
    const controller = new AbortController();
    getPriceHistory(lotId, controller.signal).then(
      (answer) => !controller.signal.aborted && setHistory(answer),
      () => undefined,
    );
    return () => controller.abort();
  }, [lotId, status, caughtUp]);
  return history?.lot_id === lotId ? history : null;
}
