import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTashkentDateTime, formatTiyin, type ModerationOrder } from '@kimoshdi/shared';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { moderationOrderPath } from '../moderation-paths';

/** The queue's rows: each opens the order's page, where the decisions are. */
export function ModerationQueueTable({ items }: { items: ModerationOrder[] }) {
  const { t } = useTranslation('moderation');
  const columns: RecordColumn<ModerationOrder>[] = [
    { id: 'number', header: t('queue.number'), cell: (o) => o.id },
    {
      id: 'name',
      header: t('queue.name'),
      cell: (o) => (
        <span className="moderation-queue__name">
          {o.main_photo && <img className="moderation-queue__thumb" src={o.main_photo} alt="" />}
          <span>{o.property_name}</span>
        </span>
      ),
    },
    {
      id: 'customer',
      header: t('queue.customer'),
      cell: (o) => (
        <span>
          {o.customer_name} <span className="muted">{o.customer_phone}</span>
        </span>
      ),
    },
    {
      id: 'sent',
      header: t('queue.sentAt'),
      cell: (o) => (o.sent_at ? formatTashkentDateTime(new Date(o.sent_at)) : ''),
    },
    {
      id: 'price',
      header: t('queue.price'),
      cell: (o) => (o.price === null ? '' : formatTiyin(o.price, { currency: true })),
      className: 'money',
    },
    {
      id: 'open',
      header: t('queue.open'),
      cell: (o) => (
        <Link className="button button--small" to={moderationOrderPath(o.id)}>
          {t('queue.open')}
        </Link>
      ),
    },
  ];
  return (
    <RecordTable
      caption={t('queue.title')}
      columns={columns}
      items={items}
      rowKey={(o) => String(o.id)}
      rowAttributes={(o) => ({ 'data-order-id': String(o.id) })}
      className="moderation-queue"
    />
  );
}
