import { useTranslation } from 'react-i18next';
import type { GameState } from '@kimoshdi/shared';
import { gameCountdown, splitSeconds } from '../countdown';
import { useServerNow } from '../../../lib/use-server-now';

interface GameStatusProps {
  state: GameState;
  /** The scheduled start (epoch ms) from game-view/base, for the wait before it. */
  startsAtMs: number | null;
}

/** The status, the countdown on server time, and what the status means for the bidder. */
export function GameStatus({ state, startsAtMs }: GameStatusProps) {
  const { t } = useTranslation('auction');
  const now = useServerNow();
  const countdown = now === null ? null : gameCountdown(state, now, startsAtMs);
  const parts = countdown ? splitSeconds(countdown.seconds) : null;

  return (
    <div className="game-status" data-status={state.status}>
      <p className="game-status__head">
        <span className={`status status--${STATUS_CLASS[state.status]}`} data-testid="game-status">
          {t(`status.${state.status}`)}
        </span>
        {countdown && parts && (
          <span className="game-status__timer" role="timer" aria-label={t(`timer.${countdown.kind}`)}>
            <span className="game-status__timer-label">{t(`timer.${countdown.kind}`)}</span>{' '}
            <span className="game-status__timer-value" data-testid="game-countdown">
              {parts.days > 0 && `${t('timer.days', { n: parts.days })} `}
              {parts.clock}
            </span>
          </span>
        )}
      </p>
      {state.status === 'paused' && (
        <div className="form-alert game-status__notice" role="alert" data-testid="game-paused">
          <strong>{t('paused.title')}</strong>
          <p>{t('paused.text')}</p>
        </div>
      )}
      {state.status === 'waiting' && <p className="muted">{t('waiting')}</p>}
    </div>
  );
}

const STATUS_CLASS: Record<GameState['status'], string> = {
  waiting: 'warning',
  live: 'success',
  paused: 'danger',
  closed: 'info',
};
