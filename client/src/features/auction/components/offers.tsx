import { useTranslation } from 'react-i18next';
import type { GameCounts, GameSeat, GameState } from '@kimoshdi/shared';
import { formatPrice } from '../format';
import { useGameStore } from '../stores/game-store';

interface OffersProps {
  state: GameState;
  counts: GameCounts | null;
  seat: GameSeat | null;
}

/** The last and second to last offers, the counts of the room, and the caller's buyer number. */
export function Offers({ state, counts, seat }: OffersProps) {
  const { t } = useTranslation('auction');
  const mine = seat?.buyer_number ?? null;
  // Marks the moment the price is the socket's, not only the REST picture (loadtest first-load).
  const live = useGameStore((store) => store.board.live);
  return (
    <dl className="facts game-offers">
      <div className="facts__row">
        <dt>{t('offers.last')}</dt>
        <dd
          className="game-offers__price"
          data-testid="last-offer"
          data-live-price-ready={live ? 'true' : undefined}
        >
          {state.price === null ? (
            <span className="muted">{t('offers.none')}</span>
          ) : (
            <>
              <span className="money">{formatPrice(state.price)}</span>{' '}
              <span className="game-offers__buyer">
                {t('offers.buyer', { number: state.leader_number ?? '' })}
                {mine !== null && state.leader_number === mine && ` (${t('offers.you')})`}
              </span>
            </>
          )}
        </dd>
      </div>
      <div className="facts__row">
        <dt>{t('offers.previous')}</dt>
        <dd data-testid="previous-offer">
          {state.previous_price === null ? (
            <span className="muted">{t('offers.none')}</span>
          ) : (
            <>
              <span className="money">{formatPrice(state.previous_price)}</span>{' '}
              <span className="game-offers__buyer">
                {t('offers.buyer', { number: state.previous_number ?? '' })}
              </span>
            </>
          )}
        </dd>
      </div>
      <div className="facts__row">
        <dt>{t('offers.startPrice')}</dt>
        <dd className="money">{formatPrice(state.start_price)}</dd>
      </div>
      {mine !== null && (
        <div className="facts__row">
          <dt>{t('seat.buyerNumber')}</dt>
          <dd data-testid="my-buyer-number">{mine}</dd>
        </div>
      )}
      {/* Participants: admitted to bid; viewers: watching now (the operator's board counts the same). */}
      <div className="facts__row">
        <dt>{t('counts.participants')}</dt>
        <dd data-testid="count-participants">{counts?.participants ?? '–'}</dd>
      </div>
      <div className="facts__row">
        <dt>{t('counts.viewers')}</dt>
        <dd data-testid="count-viewers">{counts?.viewers ?? '–'}</dd>
      </div>
    </dl>
  );
}
