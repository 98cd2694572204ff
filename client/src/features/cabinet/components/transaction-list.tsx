import { useTranslation } from 'react-i18next';
import type { Transaction } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { getTransactions } from '../api/lists';
import { formatInstant } from '../format-time';
import { movementReference } from '../movement-reference';
import { usePagedList } from '../../../hooks/use-paged-list';
import { ListFrame } from '../../../components/ui/list-frame';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';

const STATUS_CLASS: Record<Transaction['status'], string> = {
  completed: 'success',
  pending: 'warning',
  returned: 'info',
  reversed: 'danger',
};

/**
 * Movements of the available balance: income in green with a plus, outgoing in red with a minus; the
 * description is the movement's kind in words with what it refers to (a lot, a refund application).
 */
export function TransactionList() {
  const { t } = useTranslation('cabinet');
  const list = usePagedList('transactions', getTransactions);
  const columns: RecordColumn<Transaction>[] = [
    { id: 'time', header: t('transactions.columns.time'), cell: (x) => formatInstant(x.created_at) },
    {
      id: 'amount',
      header: t('transactions.columns.amount'),
      cell: (x) => `${x.type === 'income' ? '+' : '−'}${formatTiyin(x.amount)}`,
      className: 'money transaction__amount',
    },
    { id: 'type', header: t('transactions.columns.type'), cell: (x) => t(`transactions.types.${x.type}`) },
    {
      id: 'status',
      header: t('transactions.columns.status'),
      cell: (x) => (
        <span className={`status status--${STATUS_CLASS[x.status]}`}>
          {t(`transactions.statuses.${x.status}`)}
        </span>
      ),
    },
    {
      id: 'description',
      header: t('transactions.columns.description'),
      cell: (x) => {
        const what = t(`transactions.kinds.${x.kind}`);
        const reference = movementReference(x.description);
        switch (reference.kind) {
          case 'none':
            return what;
          case 'lot':
            return `${what}: ${
              reference.pieces === undefined
                ? t('transactions.refs.lot', { number: reference.number })
                : t('transactions.refs.lotPieces', { number: reference.number, pieces: reference.pieces })
            }`;
          case 'refund':
            return `${what}: ${t('transactions.refs.refund', { id: reference.id })}`;
          case 'text':
            return `${what}: ${reference.text}`;
        }
      },
    },
  ];
  return (
    <ListFrame list={list} empty={t('transactions.empty')}>
      {(page) => (
        <RecordTable
          caption={t('transactions.title')}
          columns={columns}
          items={page.items}
          rowKey={(x) => x.id}
          rowClassName={(x) => `transaction transaction--${x.type}`}
        />
      )}
    </ListFrame>
  );
}
