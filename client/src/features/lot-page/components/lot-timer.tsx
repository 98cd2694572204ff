import { useTranslation } from 'react-i18next';
import { clockPart, isUrgent, remainingUntil, timerTarget } from '../../../components/lots/countdown';
import { useServerNow } from '../../../lib/use-server-now';

interface LotTimerProps {
  lot: { lot_status: number; starts_at: string; ends_at: string };
  className?: string;
}

/**
 * Time left until a lot starts or ends, counted on the server's clock (docs/architecture.md section 8).
 * Nothing for finished lots, and nothing until the offset to the server is known.
 */
export function LotTimer({ lot, className = '' }: LotTimerProps) {
  const { t } = useTranslation('catalogue');
  const now = useServerNow();
  const target = timerTarget(lot);
  if (!target || now === null) return null;
  const remaining = remainingUntil(Date.parse(target.at), now);
  if (!remaining) return null;
  const label = target.kind === 'ends' ? t('timer.endsIn') : t('timer.startsIn');
  // Red in the last hours only: an end twenty days away is no alarm (issue 24).
  const urgent = target.kind === 'ends' && isUrgent(remaining);
  return (
    <p
      className={`lot-timer lot-timer--${target.kind}${urgent ? ' lot-timer--urgent' : ''} ${className}`}
      role="timer"
      aria-label={label}
    >
      <span className="lot-timer__label">{label}</span>{' '}
      <span className="lot-timer__value">
        {remaining.days > 0 && `${t('timer.days', { n: remaining.days })} `}
        {clockPart(remaining)}
      </span>
    </p>
  );
}
