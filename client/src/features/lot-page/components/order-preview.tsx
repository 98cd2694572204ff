import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { getOrderPreview } from '../api/order';
import { formatLotTime } from '../../../components/lots/format';
import { useCodedItems, useNameById } from '../../../hooks/use-dictionaries';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { LotGrid } from '../../../components/lots/lot-card';

/** /order-preview/{id}: an order put on trade, who offers it, and its lots. */
export function OrderPreview({ orderId, signedIn }: { orderId: number; signedIn: boolean }) {
  const { t } = useTranslation('catalogue');
  const { data, error } = useKeyedLoad(`order/${orderId}`, () => getOrderPreview(orderId));
  const orderStatus = useNameById(useCodedItems('order-statuses').data);
  const orderType = useNameById(useCodedItems('order-types').data);

  if (error) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <p className="form-alert" role="alert">
        {missing ? t('order.notFound') : t('list.loadFailed')}
      </p>
    );
  }
  if (!data) return <p className="muted">{t('list.loading')}</p>;
  const { order } = data;
  return (
    <div className="order-preview">
      <dl className="facts card">
        <div className="facts__row">
          <dt>{t('order.number')}</dt>
          <dd>{order.id}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('customer.name')}</dt>
          <dd>{order.customer_name}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('customer.ownerType')}</dt>
          <dd>{t(`customer.ownerTypes.${order.owner_type}`)}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('order.status')}</dt>
          <dd>{orderStatus(order.status) || '—'}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('filters.orderType')}</dt>
          <dd>{orderType(order.order_type) || '—'}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('order.createdAt')}</dt>
          <dd>{formatLotTime(order.created_at)}</dd>
        </div>
      </dl>
      <h2>{t('order.lots')}</h2>
      <LotGrid lots={data.lots} signedIn={signedIn} />
    </div>
  );
}
