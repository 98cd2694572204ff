import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BidView, GameState, PriceHistory } from '@kimoshdi/shared';
import { PartBoundary } from '../../../components/ui/part-boundary';
import { retryingLazy } from '../../../lib/retrying-lazy';
import { useServerNow } from '../../../lib/use-server-now';
import { formatPrice } from '../format';
import { priceSeries } from '../price-series';

// uPlot comes with the room only, in its own chunk: the first load of the site stays small. If
// the chunk does not come (a blip on a phone), the chart's place says so and the room goes on.
const PriceChart = retryingLazy(() => import('./price-chart'));

interface PriceChartCardProps {
  history: PriceHistory | null;
  bids: readonly BidView[];
  state: GameState;
}

/** The auction so far as a line, with its pauses and over-time marked, and a text for screen readers. */
export function PriceChartCard({ history, bids, state }: PriceChartCardProps) {
  const { t } = useTranslation('auction');
  const now = useServerNow();
  // A new point each bid; the line's end moves on with the clock only every ten seconds (it
  // stops at the last bid until the server's clock is known).
  const tick = now === null ? 0 : Math.floor(now / 10_000);
  const series = useMemo(
    () => priceSeries(history, bids, state, tick * 10_000),
    [history, bids, state, tick],
  );
  const units = useMemo(
    () => ({
      million: t('chart.units.million'),
      billion: t('chart.units.billion'),
      trillion: t('chart.units.trillion'),
      decimal: t('chart.units.decimal'),
    }),
    [t],
  );
  const summary =
    state.price === null
      ? t('chart.empty')
      : t('chart.summary', { start: formatPrice(state.start_price), price: formatPrice(state.price) });

  return (
    <section className="card game-chart" aria-labelledby="game-chart-title" data-testid="room-chart">
      <h2 id="game-chart-title" className="game-chart__title">
        {t('chart.title')}
      </h2>
      {series.xs.length > 1 ? (
        // Around the picture, not in it: a retry button inside role="img" is hidden from screen readers.
        <PartBoundary
          retry={t('retry')}
          className="game-chart__plot"
          fallback={
            <div role="img" aria-label={summary}>
              <div className="game-chart__plot" />
            </div>
          }
        >
          <div role="img" aria-label={summary}>
            <PriceChart series={series} units={units} />
          </div>
        </PartBoundary>
      ) : (
        <div role="img" aria-label={summary}>
          <p className="muted game-chart__empty">{t('chart.empty')}</p>
        </div>
      )}
      <ul className="game-chart__legend">
        <li>
          <span className="game-chart__key game-chart__key--price" aria-hidden="true" />
          {t('chart.price')}
        </li>
        {series.pauses.length > 0 && (
          <li data-testid="room-chart-pauses">
            <span className="game-chart__key game-chart__key--pause" aria-hidden="true" />
            {t('chart.pause')}
          </li>
        )}
        {series.overTimeFrom !== null && (
          <li data-testid="room-chart-overtime">
            <span className="game-chart__key game-chart__key--overtime" aria-hidden="true" />
            {t('chart.overTime')}
          </li>
        )}
      </ul>
    </section>
  );
}
