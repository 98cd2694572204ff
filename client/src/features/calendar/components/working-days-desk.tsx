import { DAY_OVERRIDE_KINDS, type DayOverrideKind } from '@kimoshdi/shared/domain/time/working-calendar';
import type { DayOverrideRow, WorkingDays } from '@kimoshdi/shared';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { useOperatorAction } from '../../../hooks/use-operator-action';
import { useReloadableLoad } from '../../../hooks/use-reloadable-load';
import { addDayOverride, getWorkingDays, removeDayOverride } from '../api/calendar-api';
import { CalendarForm } from './calendar-form';

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * A year's overrides by decree with the form to add one, and the public holidays by law. The
 * first year shown is the server's (its clock decides what today is).
 */
export function WorkingDaysDesk() {
  const { t } = useTranslation('calendar');
  const ids = useId();
  const [year, setYear] = useState<number | undefined>(undefined);
  const [calendar, setCalendar] = useState<WorkingDays | null>(null);
  const [form, setForm] = useState<{ day: string; kind: DayOverrideKind; reason: string }>({
    day: '',
    kind: 'day_off',
    reason: '',
  });
  const { busy, notice, run } = useOperatorAction();
  const [removing, setRemoving] = useState<DayOverrideRow | null>(null);
  const { failed, reload } = useReloadableLoad(String(year), () => getWorkingDays(year), setCalendar);

  const dayWithWeekday = (day: string) => `${formatDay(day)}, ${t(`weekday.${weekdayOf(day)}`)}`;
  const kindText = (kind: DayOverrideKind) => t(`days.kind_${kind}`);

  const onSubmit = (day: string) =>
    void run(async () => {
      const row = await addDayOverride({ day, kind: form.kind, reason: form.reason });
      setForm({ day: '', kind: form.kind, reason: '' });
      const rowYear = Number(row.day.slice(0, 4));
      if (rowYear === calendar?.year) reload();
      else setYear(rowYear);
      return t('days.added', { day: dayWithWeekday(row.day), kind: kindText(row.kind) });
    });

  const onRemove = async () => {
    if (!removing) return;
    await run(async () => {
      await removeDayOverride(removing.id);
      reload();
      return t('days.removed');
    });
    setRemoving(null);
  };

  const columns: RecordColumn<DayOverrideRow>[] = [
    { id: 'day', header: t('days.colDay'), cell: (row) => dayWithWeekday(row.day) },
    {
      id: 'kind',
      header: t('days.colKind'),
      cell: (row) => (
        <span className={row.kind === 'day_off' ? 'badge' : 'badge badge--live'}>{kindText(row.kind)}</span>
      ),
    },
    { id: 'reason', header: t('days.colReason'), cell: (row) => row.reason },
    {
      id: 'entered',
      header: t('days.colEntered'),
      cell: (row) => (
        <span className="calendar-state">
          {`${row.created_by_name ?? row.created_by ?? ''}, ${formatTashkentDateTime(Date.parse(row.created_at))}`}
          {row.upcoming && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setRemoving(row)}
              disabled={busy}
            >
              {t('days.remove')}
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <CalendarForm
        ids={ids}
        labels={{
          title: t('days.formTitle'),
          day: t('days.day'),
          dayHint: t('days.dayHint'),
          dayInvalid: t('days.dayInvalid'),
          reason: t('days.reason'),
          submit: t('days.add'),
        }}
        form={form}
        onFormChange={setForm}
        notice={notice}
        busy={busy}
        onSubmit={onSubmit}
      >
        <div className="field">
          <label htmlFor={`${ids}-kind`}>{t('days.kind')}</label>
          <select
            id={`${ids}-kind`}
            value={form.kind}
            onChange={(event) => setForm({ ...form, kind: event.target.value as DayOverrideKind })}
          >
            {DAY_OVERRIDE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindText(kind)}
              </option>
            ))}
          </select>
        </div>
      </CalendarForm>

      {calendar && (
        <nav className="calendar-year" aria-label={t('days.year', { year: calendar.year })}>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setYear(calendar.year - 1)}
          >
            {t('days.previousYear')}
          </button>
          <h2>{t('days.year', { year: calendar.year })}</h2>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setYear(calendar.year + 1)}
          >
            {t('days.nextYear')}
          </button>
        </nav>
      )}

      {failed ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={reload} />
      ) : !calendar || (year !== undefined && calendar.year !== year) ? (
        <p className="muted" role="status" aria-busy="true" />
      ) : (
        <>
          <h3>{t('days.overrides')}</h3>
          {calendar.overrides.length === 0 ? (
            <p className="muted">{t('days.noOverrides', { year: calendar.year })}</p>
          ) : (
            <RecordTable
              caption={t('days.overrides')}
              columns={columns}
              items={calendar.overrides}
              rowKey={(row) => row.id}
              rowAttributes={(row) => ({ 'data-day': row.day })}
              className="calendar-overrides"
            />
          )}
          <h3>{t('days.holidays')}</h3>
          <p className="muted">{t('days.holidaysLead')}</p>
          <RecordTable
            caption={t('days.holidays')}
            columns={[
              { id: 'day', header: t('days.colDay'), cell: (row) => dayWithWeekday(row.day) },
              { id: 'name', header: t('days.colName'), cell: (row) => row.name },
            ]}
            items={calendar.holidays}
            rowKey={(row) => `${row.day}-${row.name}`}
          />
        </>
      )}

      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('days.removeTitle', { day: dayWithWeekday(removing.day) }) : ''}
        onClose={() => setRemoving(null)}
        onConfirm={() => void onRemove()}
        busy={busy}
        backLabel={t('days.back')}
        confirmLabel={t('days.remove')}
      >
        <p>{t('days.removeText')}</p>
      </ConfirmDialog>
    </>
  );
}
