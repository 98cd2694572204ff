import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameState } from '@kimoshdi/shared';
import { formatPrice } from '../format';
import { paths } from '../../../config/paths';

/** How the board itself says a closed auction ended, while the record is not there yet. */
export function ClosedSummary({ state }: { state: GameState }) {
  const { t } = useTranslation('auction');
  return (
    <p className="game-status__result">
      {state.price !== null && state.leader_number !== null
        ? t('auction:closed.winner', { number: state.leader_number, price: formatPrice(state.price) })
        : t('auction:closed.noBids')}
    </p>
  );
}

/**
 * What the outcome's box shows while its part (game-result.tsx, with the catalogue's texts) is
 * fetched: the same as the part shows while its record loads.
 */
export function GameResultPending({ lotId, state }: { lotId: number; state: GameState }) {
  const { t } = useTranslation('auction');
  return (
    <div className="game-result" data-testid="game-result">
      <h2 className="game-result__title">{t('auction:result.title')}</h2>
      <ClosedSummary state={state} />
      <Link className="game-result__link" to={paths.lotResult(lotId)}>
        {t('auction:result.link')}
      </Link>
    </div>
  );
}
