import { useTranslation } from 'react-i18next';
import type { Refund } from '@kimoshdi/shared/api/shop/payment-back';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { formatInstant } from '../format-time';
import type { PagedList } from '../../../hooks/use-paged-list';
import { ListFrame } from '../../../components/ui/list-frame';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';

const STATUS_CLASS: Record<Refund['status'], string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** The user's refund applications (spec: bank, card type and number, amount, status, time). */
export function RefundList({ list }: { list: PagedList<Refund> }) {
  const { t } = useTranslation('cabinet');
  const columns: RecordColumn<Refund>[] = [
    { id: 'time', header: t('refunding.columns.time'), cell: (r) => formatInstant(r.created_at) },
    {
      id: 'bank',
      header: t('refunding.columns.bank'),
      cell: (r) => r.bank_name || <span className="muted">{t('common:dataGaps.bankInfoNotFound')}</span>,
    },
    {
      id: 'card',
      header: t('refunding.columns.card'),
      cell: (r) => (
        <>
          <span className="refund__card-type">{r.card_type.toUpperCase()}</span> {r.card_number}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('refunding.columns.amount'),
      cell: (r) => formatTiyin(r.amount),
      className: 'money',
    },
    {
      id: 'status',
      header: t('refunding.columns.status'),
      cell: (r) => (
        <span className={`status status--${STATUS_CLASS[r.status]}`} title={r.reason ?? undefined}>
          {t(`refunding.statuses.${r.status}`)}
        </span>
      ),
    },
  ];
  return (
    <ListFrame list={list} empty={t('refunding.empty')}>
      {(page) => (
        <RecordTable
          caption={t('refunding.listTitle')}
          columns={columns}
          items={page.items}
          rowKey={(r) => r.id}
        />
      )}
    </ListFrame>
  );
}
