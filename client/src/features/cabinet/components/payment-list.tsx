import { useTranslation } from 'react-i18next';
import type { Payment } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { getPayments } from '../api/lists';
import { formatInstant } from '../format-time';
import { usePagedList } from '../../../hooks/use-paged-list';
import { ListFrame } from '../../../components/ui/list-frame';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';

const STATUS_CLASS: Record<Payment['status'], string> = {
  paid: 'success',
  pending: 'warning',
  cancelled: 'info',
  reversed: 'danger',
};

/** Money received through payment providers (spec: receipt number, time, amount, status, description). */
export function PaymentList() {
  const { t } = useTranslation('cabinet');
  const list = usePagedList('payments', getPayments);
  const columns: RecordColumn<Payment>[] = [
    { id: 'receipt', header: t('payments.columns.receipt'), cell: (p) => p.receipt_no },
    { id: 'time', header: t('payments.columns.time'), cell: (p) => formatInstant(p.created_at) },
    {
      id: 'amount',
      header: t('payments.columns.amount'),
      cell: (p) => formatTiyin(p.amount),
      className: 'money',
    },
    {
      id: 'status',
      header: t('payments.columns.status'),
      cell: (p) => (
        <span className={`status status--${STATUS_CLASS[p.status]}`}>
          {t(`payments.statuses.${p.status}`)}
        </span>
      ),
    },
    { id: 'description', header: t('payments.columns.description'), cell: (p) => p.description },
  ];
  return (
    <ListFrame list={list} empty={t('payments.empty')}>
      {(page) => (
        <RecordTable
          caption={t('payments.title')}
          columns={columns}
          items={page.items}
          rowKey={(p) => p.id}
        />
      )}
    </ListFrame>
  );
}
