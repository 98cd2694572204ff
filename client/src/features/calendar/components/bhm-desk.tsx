import type { BhmHistory, BhmValue, Mzp } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormattedInput } from '../../../components/ui/formatted-input';
import { LoadFailed } from '../../../components/ui/load-failed';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { useOperatorAction } from '../../../hooks/use-operator-action';
import { useReloadableLoad } from '../../../hooks/use-reloadable-load';
import { digitsOnly } from '../../../lib/input-filters';
import { addBhm, getBhmHistory, getMzp, withdrawBhm } from '../api/calendar-api';
import { CalendarForm } from './calendar-form';

const sums = (value: number) => formatTiyin(BigInt(value) * 100n, { currency: true });
/** Whole so'm grouped by three as typed: a BHM has no tiyin. */
const wholeSums = (value: string) =>
  digitsOnly(value)
    .slice(0, 9)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** The BHM in force, the history with its decrees, and the form for a value from a later day. */
export function BhmDesk() {
  const { t } = useTranslation('calendar');
  const ids = useId();
  const [history, setHistory] = useState<BhmHistory | null>(null);
  const [mzp, setMzp] = useState<Mzp | null>(null);
  const [form, setForm] = useState({ day: '', value: '', reason: '' });
  const { busy, notice, run } = useOperatorAction();
  const [withdrawing, setWithdrawing] = useState<BhmValue | null>(null);
  const { failed, reload } = useReloadableLoad(
    'bhm',
    () => Promise.all([getBhmHistory(), getMzp()]),
    ([rows, inForce]) => {
      setHistory(rows);
      setMzp(inForce);
    },
  );

  if (failed) return <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={reload} />;
  if (!history || !mzp) return <p className="muted" role="status" aria-busy="true" />;

  const onSubmit = (day: string) =>
    void run(async () => {
      const row = await addBhm({ from: day, value: form.value, reason: form.reason });
      setForm({ day: '', value: '', reason: '' });
      reload();
      return t('bhm.added', { value: sums(row.value), day: formatDay(row.from) });
    });

  const onWithdraw = async () => {
    if (!withdrawing) return;
    await run(async () => {
      await withdrawBhm(withdrawing.id);
      reload();
      return t('bhm.withdrawn');
    });
    setWithdrawing(null);
  };

  const columns: RecordColumn<BhmValue>[] = [
    { id: 'from', header: t('bhm.colFrom'), cell: (row) => formatDay(row.from) },
    { id: 'value', header: t('bhm.colValue'), cell: (row) => sums(row.value), className: 'numeric' },
    { id: 'reason', header: t('bhm.colReason'), cell: (row) => row.reason },
    {
      id: 'entered',
      header: t('bhm.colEntered'),
      cell: (row) =>
        row.created_by === null
          ? t('bhm.shipped')
          : `${row.created_by_name ?? row.created_by}, ${formatTashkentDateTime(Date.parse(row.created_at))}`,
    },
    {
      id: 'state',
      header: t('bhm.colState'),
      cell: (row) =>
        row.in_force ? (
          <span className="badge badge--live">{t('bhm.stateInForce')}</span>
        ) : row.upcoming ? (
          <span className="calendar-state">
            {t('bhm.stateUpcoming')}{' '}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setWithdrawing(row)}
              disabled={busy}
            >
              {t('bhm.withdraw')}
            </button>
          </span>
        ) : (
          <span className="muted">{t('bhm.stateEarlier')}</span>
        ),
    },
  ];

  return (
    <>
      <section
        className="card calendar-in-force"
        aria-labelledby={`${ids}-in-force`}
        data-testid="bhm-in-force"
      >
        <h2 id={`${ids}-in-force`}>{t('bhm.inForce')}</h2>
        <p className="calendar-in-force__value">
          <strong>{sums(mzp.value)}</strong>{' '}
          <span className="muted">{t('bhm.since', { day: formatDay(mzp.from) })}</span>
        </p>
        <dl className="calendar-in-force__limits">
          <dt>{t('bhm.fixedPriceMax')}</dt>
          <dd>{formatTiyin(mzp.fixed_price_max, { currency: true })}</dd>
          <dt>{t('bhm.flatStepAbove')}</dt>
          <dd>{formatTiyin(mzp.flat_step_above, { currency: true })}</dd>
        </dl>
        <p>
          {mzp.next
            ? t('bhm.next', { day: formatDay(mzp.next.from), value: sums(mzp.next.value) })
            : t('bhm.noNext')}
        </p>
      </section>

      <CalendarForm
        ids={ids}
        labels={{
          title: t('bhm.formTitle'),
          day: t('bhm.from'),
          dayHint: t('bhm.dayHint'),
          dayInvalid: t('bhm.dayInvalid'),
          reason: t('bhm.reason'),
          reasonHint: t('bhm.reasonHint'),
          submit: t('bhm.add'),
        }}
        form={form}
        onFormChange={setForm}
        notice={notice}
        busy={busy}
        onSubmit={onSubmit}
      >
        <div className="field">
          <label htmlFor={`${ids}-value`}>{t('bhm.value')}</label>
          <FormattedInput
            id={`${ids}-value`}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={13}
            value={form.value}
            format={wholeSums}
            onValueChange={(value) => setForm({ ...form, value })}
          />
        </div>
      </CalendarForm>

      <h2>{t('bhm.history')}</h2>
      <RecordTable
        caption={t('bhm.history')}
        columns={columns}
        items={history.rows}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-from': row.from })}
      />

      <ConfirmDialog
        open={withdrawing !== null}
        title={
          withdrawing
            ? t('bhm.withdrawTitle', { value: sums(withdrawing.value), day: formatDay(withdrawing.from) })
            : ''
        }
        onClose={() => setWithdrawing(null)}
        onConfirm={() => void onWithdraw()}
        busy={busy}
        backLabel={t('bhm.back')}
        confirmLabel={t('bhm.withdraw')}
      >
        <p>{t('bhm.withdrawText')}</p>
      </ConfirmDialog>
    </>
  );
}
