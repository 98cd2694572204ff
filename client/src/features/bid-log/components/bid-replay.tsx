import type { BidLog } from '@kimoshdi/shared/api/shop/bid-log';
import { formatTashkentDateTime, formatTiyin } from '@kimoshdi/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replayMoments } from '../replay';

/** The pause between two bids while the replay plays. */
const PLAY_STEP_MS = 700;
const CHART = { width: 600, height: 120, pad: 6 };

/**
 * The auction replayed: a slider over the bids (arrow keys, Home and End move it too), the price
 * and the leader at the chosen moment, and the climb of the price drawn under it.
 */
export function BidReplay({ log }: { log: BidLog }) {
  const { t } = useTranslation('bid-log');
  const moments = useMemo(() => replayMoments(log), [log]);
  const last = moments.length - 1;
  const [index, setIndex] = useState(last);
  const [playing, setPlaying] = useState(false);
  const sliderId = useId();

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setIndex((current) => {
        if (current >= last) {
          setPlaying(false);
          return current;
        }
        return current + 1;
      });
    }, PLAY_STEP_MS);
    return () => clearInterval(timer);
  }, [playing, last]);

  const moment = moments[index] ?? moments[last]!;
  const price = formatTiyin(moment.price);
  const when = formatTashkentDateTime(moment.at);
  const leader = moment.leader ?? t('replay.noLeader');
  const position = index === 0 ? t('replay.start') : t('replay.bidOf', { seq: index, total: last });

  const points = useMemo(() => {
    const amounts = moments.map((m) => Number(BigInt(m.price) / 100n));
    const low = Math.min(...amounts);
    const high = Math.max(...amounts);
    const x = (i: number) => CHART.pad + (i * (CHART.width - 2 * CHART.pad)) / Math.max(1, last);
    const y = (a: number) =>
      CHART.height - CHART.pad - ((a - low) * (CHART.height - 2 * CHART.pad)) / Math.max(1, high - low);
    return amounts.map((a, i) => ({ x: x(i), y: y(a) }));
  }, [moments, last]);
  const marker = points[index];

  const play = () => {
    if (index >= last) setIndex(0);
    setPlaying(true);
  };

  return (
    <div className="bid-replay card">
      <h3>{t('replay.title')}</h3>
      <div className="bid-replay__now" aria-live={playing ? 'off' : 'polite'}>
        <div>
          <span className="bid-replay__label">{t('replay.price')}</span>
          <strong className="bid-replay__price" data-testid="replay-price">
            {price}
          </strong>
        </div>
        <div>
          <span className="bid-replay__label">{t('replay.leader')}</span>
          <strong data-testid="replay-leader">{leader}</strong>
        </div>
        <div>
          <span className="bid-replay__label">{t('replay.time')}</span>
          <span>{when}</span>
        </div>
      </div>
      <svg
        className="bid-replay__chart"
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <polyline points={points.map((p) => `${p.x},${p.y}`).join(' ')} />
        {marker && <line x1={marker.x} x2={marker.x} y1={0} y2={CHART.height} />}
      </svg>
      <label className="bid-replay__slider" htmlFor={sliderId}>
        <span>{t('replay.slider')}</span>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={last}
          step={1}
          value={index}
          aria-valuetext={`${position}: ${price}, ${t('replay.leader')} ${leader}, ${when}`}
          onChange={(event) => {
            setPlaying(false);
            setIndex(Number(event.target.value));
          }}
        />
      </label>
      <div className="bid-replay__controls">
        <span data-testid="replay-position">{position}</span>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => (playing ? setPlaying(false) : play())}
        >
          {playing ? t('replay.pause') : t('replay.play')}
        </button>
      </div>
    </div>
  );
}
