import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTashkentDateTime, formatTiyin, type OrderSummary } from '@kimoshdi/shared';
import { resumeStep, wizardHref } from '../order-steps';
import { useOrderNames } from '../hooks/use-order-dictionaries';
import { orderPagePath } from './order-paths';
import { OrderStatusBadge } from './order-status-badge';
import './orders.css';

/** The customer's orders as cards: photo, name, number, status, price, and where to go next. */
export function OrderList({ items }: { items: OrderSummary[] }) {
  const { t } = useTranslation('orders');
  const names = useOrderNames();
  return (
    <ul className="order-list" data-testid="order-list">
      {items.map((order) => (
        <li key={order.id} className="card order-card" data-testid="order-card">
          <div className="order-card__photo" aria-hidden="true">
            {order.main_photo ? <img src={order.main_photo} alt="" loading="lazy" /> : <span>№</span>}
          </div>
          <div className="order-card__body">
            <div className="order-card__head">
              <Link className="order-card__name" to={orderPagePath('order-info', order.id)}>
                {order.property_name || t('list.untitled')}
              </Link>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="muted order-card__meta">
              {t('list.number', { id: order.id })} · {names.category(order.category_id)}
              {order.category_id !== null && ' · '}
              {formatTashkentDateTime(new Date(order.created_at))}
            </p>
            {order.price !== null && (
              <p className="order-card__price">
                {t('list.price')}:{' '}
                <strong className="money">{formatTiyin(order.price, { currency: true })}</strong>
              </p>
            )}
            {order.returned_at && order.status === 1 && (
              <p className="order-card__returned" role="note">
                {t('pages.returnedNote', { reason: order.return_reason ?? '' })}
              </p>
            )}
            {order.actions.edit && order.missing.length > 0 && (
              <p className="muted order-card__missing">
                {t('list.incomplete', { steps: order.missing.map((step) => t(`steps.${step}`)).join(', ') })}
              </p>
            )}
            <div className="order-card__actions">
              <Link className="button button--ghost button--small" to={orderPagePath('order-info', order.id)}>
                {t('list.open')}
              </Link>
              {order.actions.edit && (
                <Link
                  className="button button--primary button--small"
                  to={wizardHref(order.id, resumeStep(order.missing))}
                >
                  {t('list.continue')}
                </Link>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
