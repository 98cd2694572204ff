import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTashkentDateTime, tradeEnded } from '@kimoshdi/shared';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { getProtestTerms } from '../api/protests';
import { MY_PROTESTS_PATH } from '../protest-paths';
import { ProtestForm } from './protest-form';

/**
 * The lot page's part for a participant once the trade has ended: "Protest the result" while the
 * window lasts (with its end), else when it closed; the latest protest's state with the way to
 * the list. Anyone who did not take part sees nothing.
 */
export function ProtestPanel({ lot }: { lot: { id: number; lot_status: number } }) {
  if (!tradeEnded(lot.lot_status)) return null;
  return <ParticipantPanel lotId={lot.id} />;
}

function ParticipantPanel({ lotId }: { lotId: number }) {
  const { t } = useTranslation('protests');
  const [open, setOpen] = useState(false);
  const { data, reload } = useKeyedLoad(`protest-terms/${lotId}`, (signal) => getProtestTerms(lotId, signal));
  if (!data?.participant) return null;
  const latest = data.protests[0];
  const until = data.until ? formatTashkentDateTime(Date.parse(data.until)) : null;
  const close = () => setOpen(false);
  return (
    <section className="protest-panel" data-testid="protest-panel" aria-labelledby={`protest-panel-${lotId}`}>
      <h2 id={`protest-panel-${lotId}`} className="protest-panel__title">
        {t('panel.title')}
      </h2>
      {latest && (
        <p data-testid="protest-latest">
          {t('panel.last', { state: t(`states.${latest.state}`) })}{' '}
          <Link to={MY_PROTESTS_PATH}>{t('panel.mine')}</Link>
        </p>
      )}
      {data.refusal === 'PROTEST_ALREADY_OPEN' && <p className="muted">{t('panel.waiting')}</p>}
      {data.refusal === 'PROTEST_WINDOW_CLOSED' && until && (
        <p className="muted">{t('panel.closed', { until })}</p>
      )}
      {data.may_protest && until && (
        <>
          <p className="muted">{t('panel.until', { until })}</p>
          <button
            type="button"
            className="button button--ghost"
            data-testid="protest-open"
            onClick={() => setOpen(true)}
          >
            {t('panel.button')}
          </button>
        </>
      )}
      <Dialog open={open} title={t('dialog.title')} onClose={close}>
        {open && (
          <ProtestForm
            lotId={lotId}
            onClose={close}
            onSent={(protest) => {
              close();
              notify({
                type: 'success',
                message: t('dialog.sent', { due: formatTashkentDateTime(Date.parse(protest.answer_due_at)) }),
              });
              reload();
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
