import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameState } from '@kimoshdi/shared';
import { getFinishedResult } from '../api/game-view';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { formatPrice } from '../format';
import { ClosedSummary } from './game-result-pending';
import { paths } from '../../../config/paths';

const SETTLEMENT_RETRY_MS = 2_000;

/**
 * A finished lot's outcome, read from the same call as its result page (shop-lots/result), so the
 * two pages cannot tell different stories. Until the record says how it ended (the close is being
 * written), the board's own state speaks.
 */
interface GameResultProps {
  lotId: number;
  state: GameState;
  /** The caller's buyer number: the winner is shown the way to pay. */
  mine: number | null;
}

export function GameResult({ lotId, state, mine }: GameResultProps) {
  const { t } = useTranslation(['auction', 'catalogue']);
  const { data, reload } = useKeyedLoad(`game-result/${lotId}/${state.seq}`, () => getFinishedResult(lotId));
  const recorded = data && data.outcome !== 'not_finished' ? data : null;
  const unsettled = data?.outcome === 'not_finished';

  // Closed in the engine a moment before the settlement is written: ask again shortly.
  useEffect(() => {
    if (!unsettled) return;
    const timer = window.setTimeout(reload, SETTLEMENT_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [unsettled, data, reload]);

  const winner = recorded ? recorded.winner_buyer_number : null;
  const won = mine !== null && winner !== null && Number(winner) === mine && recorded?.outcome === 'sold';

  return (
    <div className={`game-result${won ? ' game-result--won' : ''}`} data-testid="game-result">
      <h2 className="game-result__title">{t('auction:result.title')}</h2>
      {won && (
        <div className="game-result__won" data-testid="game-won">
          <p className="game-result__won-title">{t('auction:result.won')}</p>
          <p>{t('auction:result.wonText')}</p>
          <Link className="button button--primary" to={paths.profileWinLots} data-testid="game-pay">
            {t('auction:result.pay')}
          </Link>
        </div>
      )}
      {recorded ? (
        <dl className="facts">
          <div className="facts__row">
            <dt>{t('catalogue:result.outcome')}</dt>
            <dd data-testid="game-outcome">{t(`catalogue:result.outcomes.${recorded.outcome}`)}</dd>
          </div>
          <div className="facts__row">
            <dt>{t('catalogue:result.finalPrice')}</dt>
            <dd className="money" data-testid="game-final-price">
              {recorded.final_price ? formatPrice(recorded.final_price) : '—'}
            </dd>
          </div>
          <div className="facts__row">
            <dt>{t('catalogue:result.winner')}</dt>
            <dd data-testid="game-winner">{recorded.winner_buyer_number ?? '—'}</dd>
          </div>
        </dl>
      ) : (
        <ClosedSummary state={state} />
      )}
      <Link className="game-result__link" to={paths.lotResult(lotId)}>
        {t('auction:result.link')}
      </Link>
    </div>
  );
}
