import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { formatTashkentDateTime, type OrderFullInfo } from '@kimoshdi/shared';
import { useCodedItems, useNameById } from '../../../hooks/use-dictionaries';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { isApiError } from '../../../lib/api-client';
import { getOrderFullInfo } from '../api/orders';
import { OrderActionsBar } from './order-actions-bar';
import { useOrderFacts } from './order-facts';
import { ORDER_TABS, orderPagePath, type OrderTab } from './order-paths';
import { OrderProgress } from './order-progress';
import { OrderStatusBadge } from './order-status-badge';
import './orders.css';

interface OrderPageProps {
  orderId: number;
  tab: OrderTab;
  /** The tabs other features fill (photos, documents, lots), composed by the route. */
  renderTab(tab: OrderTab, order: OrderFullInfo, reload: () => void): ReactNode | undefined;
}

/** /profile/orders/<tab>/<id>: the order's head, its actions, its tabs, and the open tab. */
export function OrderPage({ orderId, tab, renderTab }: OrderPageProps) {
  const { t } = useTranslation('orders');
  const { data, error, reload } = useKeyedLoad(`order/full-info/${orderId}`, () => getOrderFullInfo(orderId));
  const facts = useOrderFacts();
  const statusName = useNameById(useCodedItems('order-statuses').data);

  if (error) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <p className="form-alert" role="alert">
        {missing ? t('pages.notFound') : t('create.loadFailed')}
      </p>
    );
  }
  if (!data) return <p className="muted">{t('create.loading')}</p>;
  const { summary } = data;

  const own = renderTab(tab, data, reload);
  let content: ReactNode = own;
  if (own === undefined) {
    if (tab === 'order-info') {
      content = (
        <>
          <OrderProgress status={summary.status} />
          {facts.order(summary, data.fee.fee)}
        </>
      );
    } else if (tab === 'property-info') {
      content = (
        <>
          {facts.property(data)}
          <h3>{t('steps.address')}</h3>
          {facts.address(data)}
        </>
      );
    } else if (tab === 'requisites') {
      content = facts.requisites(data);
    } else if (tab === 'order-flows') {
      content =
        data.flows.length === 0 ? (
          <p className="muted">{t('pages.noFlows')}</p>
        ) : (
          <ol className="order-flows" data-testid="order-flows">
            {data.flows.map((flow, index) => (
              <li key={index} className="order-flows__item">
                <span className="order-flows__at muted">{formatTashkentDateTime(new Date(flow.at))}</span>
                <span className="order-flows__action">
                  {t(`flows.${flow.action}`, { note: flow.note ?? '', status: statusName(flow.status) })}
                </span>
                {(flow.action === 'returned' || flow.action === 'rejected') && flow.note && (
                  <span className="order-flows__note">{flow.note}</span>
                )}
              </li>
            ))}
          </ol>
        );
    }
  }

  return (
    <div className="order-page" data-testid="order-page">
      <div className="order-page__head">
        <h2 className="order-page__name">{summary.property_name || t('list.untitled')}</h2>
        <OrderStatusBadge status={summary.status} />
      </div>
      <p className="muted">{t('list.number', { id: summary.id })}</p>
      {summary.returned_at && summary.status === 1 && (
        <p className="form-alert" role="note">
          {t('pages.returnedNote', { reason: summary.return_reason ?? '' })}
        </p>
      )}
      <OrderActionsBar summary={summary} onChanged={reload} />
      <nav className="tabs order-tabs" aria-label={t('tabs.label')}>
        {ORDER_TABS.map((name) => (
          <NavLink key={name} className="tabs__tab" to={orderPagePath(name, orderId)} preventScrollReset>
            {t(`tabs.${name}`)}
          </NavLink>
        ))}
      </nav>
      <section className="tabs__panel order-page__panel" data-testid={`order-tab-${tab}`}>
        {content}
      </section>
    </div>
  );
}
