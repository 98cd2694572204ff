import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Achievements, TrackRecord } from '@kimoshdi/shared';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { setShowInRoom } from '../api/standing';
import './standing.css';

const FIGURES = [
  ['taken_part', 'takenPart'],
  ['won', 'won'],
  ['paid_on_time', 'paidOnTime'],
  ['not_paid', 'notPaid'],
  ['protests', 'protests'],
  ['protests_upheld', 'protestsUpheld'],
] as const satisfies readonly (readonly [keyof Omit<TrackRecord, 'since'>, string])[];

/** The share of wins paid on time, whole percent; null before the first win. */
function paidShare(record: TrackRecord): number | null {
  const settled = record.paid_on_time + record.not_paid;
  return settled === 0 ? null : Math.round((record.paid_on_time * 100) / settled);
}

/** The track record's numbers and the switch that shows the short form in live rooms. */
export function AchievementsPanel({ initial }: { initial: Achievements }) {
  const { t } = useTranslation('standing');
  const id = useId();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { record } = state;
  const share = paidShare(record);

  const toggle = async (show: boolean) => {
    // The switch moves at once; a refusal puts it back.
    setState((current) => ({ ...current, show_in_room: show }));
    setBusy(true);
    try {
      setState(await setShowInRoom(show));
      notify({ type: 'success', message: t(show ? 'achievements.room.on' : 'achievements.room.off') });
    } catch (error) {
      setState((current) => ({ ...current, show_in_room: !show }));
      if (isApiError(error) && error.status !== 401) notify({ type: 'error', message: error.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {record.since === null ? (
        <p className="lead" data-testid="achievements-newcomer">
          {t('achievements.newcomer')}
        </p>
      ) : (
        <p className="muted">
          {t('achievements.since', { date: formatTashkentDateTime(Date.parse(record.since)) })}
        </p>
      )}
      <ul className="achievements" data-testid="achievements">
        {FIGURES.map(([field, label]) => (
          <li key={field} className="achievement" data-figure={field}>
            <span className="achievement__value">{record[field]}</span>
            <span className="achievement__label">{t(`achievements.${label}`)}</span>
          </li>
        ))}
      </ul>
      {share !== null && <p>{t('achievements.paidShare', { percent: share })}</p>}
      <section className="achievements-room" aria-labelledby={`${id}-room`}>
        <h2 id={`${id}-room`}>{t('achievements.room.title')}</h2>
        <label className="achievements-room__switch">
          <input
            type="checkbox"
            checked={state.show_in_room}
            disabled={busy}
            onChange={(event) => void toggle(event.target.checked)}
            data-testid="achievements-show-in-room"
          />
          <span>{t('achievements.room.label')}</span>
        </label>
        <p className="muted">{t('achievements.room.hint')}</p>
      </section>
    </>
  );
}
