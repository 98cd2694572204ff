import { useTranslation } from 'react-i18next';
import type { GameState } from '@kimoshdi/shared';
import { formatPrice, priceLength } from '../format';
import type { Standing } from '../standing';
import { GameStatus } from './game-status';

interface PriceHeroProps {
  state: GameState;
  startsAtMs: number | null;
  /** Null for anyone who cannot bid (guests, viewers): they are not told where they stand. */
  standing: Standing | null;
}

/**
 * Price first: the current price, where the caller stands and the countdown, the largest things on
 * the screen. Its colour changes with the standing, so being outbid is seen before it is read.
 */
export function PriceHero({ state, startsAtMs, standing }: PriceHeroProps) {
  const { t } = useTranslation('auction');
  const hasPrice = state.price !== null;
  const price = formatPrice(state.price ?? state.start_price);
  return (
    <section
      className={`card game-hero${standing ? ` game-hero--${standing}` : ''}`}
      aria-label={t('boardLabel')}
      data-testid="room-hero"
    >
      <GameStatus state={state} startsAtMs={startsAtMs} />
      <p className="game-hero__label">
        {!hasPrice ? t('offers.startPrice') : state.status === 'closed' ? t('hero.final') : t('hero.current')}
      </p>
      <p className="game-hero__price money" data-testid="room-price" style={priceLength(price)}>
        {price}
      </p>
      {hasPrice && state.leader_number !== null ? (
        <p className="game-hero__leader">
          {t('offers.buyer', { number: state.leader_number })}
          {standing === 'leading' && ` (${t('offers.you')})`}
        </p>
      ) : (
        // The leader's line keeps its place before the first bid: the first bid must not push the
        // room down under a bidder's thumb (issue 29).
        <p className="game-hero__leader" aria-hidden="true">
          {'\u00a0'}
        </p>
      )}
      {standing && state.status !== 'closed' && (
        <p className="game-hero__standing" data-testid="room-standing" data-standing={standing}>
          {t(`standing.${standing}`)}
        </p>
      )}
    </section>
  );
}
