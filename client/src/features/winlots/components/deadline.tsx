import { useTranslation } from 'react-i18next';
import { formatTashkentDateTime } from '@kimoshdi/shared';
import { useServerNow } from '../../../lib/use-server-now';
import { timeLeft } from '../time-left';

/** A deadline on the Tashkent clock with a live countdown on the server's time. */
export function Deadline({ iso, label }: { iso: string; label: string }) {
  const { t } = useTranslation('winlots');
  const now = useServerNow();
  const at = Date.parse(iso);
  const left = now === null ? undefined : timeLeft(at, now);
  return (
    <p className="winlot-card__deadline">
      <span className="muted">{label}:</span> <time dateTime={iso}>{formatTashkentDateTime(at)}</time>{' '}
      {left === null ? (
        <strong className="status status--danger">{t('page.deadlinePassed')}</strong>
      ) : left ? (
        <strong className="winlot-card__countdown" data-testid="countdown">
          {t('page.timeLeft', {
            time: left.days > 0 ? t('page.daysLeft', { count: left.days, time: left.clock }) : left.clock,
          })}
        </strong>
      ) : null}
    </p>
  );
}
