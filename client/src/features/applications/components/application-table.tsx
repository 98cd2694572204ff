import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyApplication } from '@kimoshdi/shared/api/shop/cabinet';
import { localName } from '@kimoshdi/shared/i18n/languages';
import { DEFAULT_LANGUAGE, isLanguage } from '@kimoshdi/shared/i18n/languages';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { cancelApplication } from '../api/my-application';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';

const STATUS_CLASS: Record<MyApplication['status'], string> = { sent: 'success', cancelled: 'danger' };

const formatInstant = (iso: string) => {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : formatTashkentDateTime(instant);
};

interface ApplicationTableProps {
  items: MyApplication[];
  /** After a cancel: the list and the balance are loaded again. */
  onChanged(): void;
}

/** The buyer's trade applications: lot, buyer number, deposit, start, status and what may be done. */
export function ApplicationTable({ items, onChanged }: ApplicationTableProps) {
  const { t, i18n } = useTranslation('cabinet');
  const lang = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const [cancelling, setCancelling] = useState<MyApplication | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmCancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await cancelApplication(cancelling.lot_id);
      notify({ type: 'success', message: t('applications.cancelled') });
      onChanged();
    } catch (error) {
      if (isApiError(error) && error.status !== 401) notify({ type: 'error', message: error.message });
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  const columns: RecordColumn<MyApplication>[] = [
    {
      id: 'lot',
      header: t('applications.columns.lot'),
      cell: (a) => (
        <Link to={paths.lotView(a.lot_id)}>
          <span className="muted">№ {a.lot_number}</span> {localName(a.name, lang)}
        </Link>
      ),
    },
    { id: 'number', header: t('applications.columns.buyerNumber'), cell: (a) => a.buyer_number },
    {
      id: 'deposit',
      header: t('applications.columns.deposit'),
      className: 'money',
      cell: (a) => (
        <>
          {formatTiyin(a.deposit_amount)}
          <br />
          <span className="muted">{t(`applications.deposit.${a.deposit_state}`)}</span>
        </>
      ),
    },
    { id: 'starts', header: t('applications.columns.startsAt'), cell: (a) => formatInstant(a.starts_at) },
    { id: 'sent', header: t('applications.columns.createdAt'), cell: (a) => formatInstant(a.created_at) },
    {
      id: 'status',
      header: t('applications.columns.status'),
      cell: (a) => (
        <span
          className={`status status--${STATUS_CLASS[a.status]}`}
          title={a.cancelled_at ? formatInstant(a.cancelled_at) : undefined}
        >
          {t(`applications.statuses.${a.status}`)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('applications.columns.actions'),
      cell: (a) => (
        <>
          {a.can_enter && (
            <Link className="button button--primary button--small" to={paths.gameView(a.lot_id)}>
              {t('applications.goToAuction')}
            </Link>
          )}
          {a.can_cancel && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setCancelling(a)}
            >
              {t('applications.cancel')}
            </button>
          )}
        </>
      ),
    },
  ];

  return (
    <>
      <RecordTable
        caption={t('applications.listTitle')}
        columns={columns}
        items={items}
        rowKey={(a) => a.id}
        rowAttributes={(a) => ({ 'data-lot-id': String(a.lot_id), 'data-status': a.status })}
      />
      <ConfirmDialog
        backLabel={t('applications.back')}
        open={cancelling !== null}
        title={t('applications.cancelTitle')}
        confirmLabel={t('applications.cancel')}
        busy={busy}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(null)}
      >
        <p>{t('applications.cancelMessage', { amount: formatTiyin(cancelling?.deposit_amount ?? '0') })}</p>
      </ConfirmDialog>
    </>
  );
}
