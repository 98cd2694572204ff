import { useTranslation } from 'react-i18next';
import type { GameState } from '@kimoshdi/shared';
import { tiyinToSums } from '@kimoshdi/shared/domain/money/tiyin';
import { useServerNow } from '../../../lib/use-server-now';
import { sendBid } from '../api/send-bid';
import { gameCountdown, splitSeconds } from '../countdown';
import { formatPrice, priceLength } from '../format';
import { useGameAction } from '../hooks/use-game-action';
import type { Standing } from '../standing';

interface StickyBidBarProps {
  lotId: number;
  state: GameState;
  leading: boolean;
  standing: Standing;
}

/**
 * On a phone the board, the bid panel and the history do not fit one screen: this bar keeps the
 * price, the countdown and the one-click confirm at the bottom of the screen while the participant
 * scrolls (styles hide it on wider screens, where the board and the panel sit side by side).
 */
export function StickyBidBar({ lotId, state, leading, standing }: StickyBidBarProps) {
  const { t } = useTranslation('auction');
  const now = useServerNow();
  const confirm = useGameAction();
  const countdown = now === null ? null : gameCountdown(state, now, null);
  const clock = countdown ? splitSeconds(countdown.seconds) : null;
  const disabled = state.status !== 'live' || leading || confirm.sending;
  const price = formatPrice(state.suggested_price);
  const shown = formatPrice(state.price ?? state.start_price);

  return (
    <div className={`game-sticky game-sticky--${standing}`} data-testid="game-sticky">
      <p className="game-sticky__standing" data-testid="sticky-standing" data-standing={standing}>
        {t(`standing.${standing}`)}
      </p>
      <div className="game-sticky__facts">
        <span className="game-sticky__price money" data-testid="sticky-price" style={priceLength(shown)}>
          {shown}
        </span>
        {clock && (
          <span className="game-sticky__timer" role="timer" data-testid="sticky-countdown">
            {clock.days > 0 && `${t('timer.days', { n: clock.days })} `}
            {clock.clock}
          </span>
        )}
      </div>
      <button
        type="button"
        className="button button--primary game-sticky__confirm"
        disabled={disabled}
        onClick={() => {
          const amount = tiyinToSums(state.suggested_price);
          void confirm.run(amount, (requestId) => sendBid(lotId, amount, requestId));
        }}
        data-testid="sticky-confirm"
      >
        {confirm.sending ? (
          t('action.sending')
        ) : (
          <>
            {/* The visible words are the button's name (WCAG 2.5.3: label in name). */}
            <span>{t('suggested.confirm')}</span> <span className="game-sticky__confirm-price">{price}</span>
          </>
        )}
      </button>
      {confirm.error && (
        <p className="field__error game-sticky__error" role="alert">
          {confirm.error}
        </p>
      )}
    </div>
  );
}
