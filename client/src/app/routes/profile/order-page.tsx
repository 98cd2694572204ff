import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { orderEditable } from '@kimoshdi/shared';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { isOrderTab, OrderPage, type OrderTab } from '../../../features/orders';
import { lazyWithTexts } from '../../../lib/lazy-with-texts';
import { NotFoundRoute } from '../not-found';
import { useIdParam } from '../use-id-param';

/*
 * The photos, documents and lots tabs are fetched with their texts when one of them is first
 * opened: with the lots tab's cards, withdrawal, repeat and protests they were about 16 kB of this
 * page's first load, which was 186.5 kB against the 170 kB budget (issue 24); an order opens on
 * its information tab.
 */
const OrderImages = lazyWithTexts(
  () => import('../../../features/order-files').then((module) => module.OrderImages),
  ['files'],
);
const OrderDocuments = lazyWithTexts(
  () => import('../../../features/order-files').then((module) => module.OrderDocuments),
  ['files'],
);
const OrderLots = lazyWithTexts(
  () => import('./order-lots').then((module) => module.OrderLots),
  ['catalogue', 'protests', 'repeat', 'withdrawal'],
);

/** The tabs above by name, for the page to fetch the open one while the order loads. */
const PARTS: Partial<Record<OrderTab, { preload(): void }>> = {
  'property-photos': OrderImages,
  'property-documents': OrderDocuments,
  lots: OrderLots,
};

/** The tabs this route fills with other features' parts; undefined for the order's own tabs. */
function filesOrLots(tab: OrderTab, orderId: number, editable: boolean, reload: () => void): ReactNode {
  switch (tab) {
    case 'property-photos':
      return <OrderImages orderId={orderId} editable={editable} />;
    case 'property-documents':
      return <OrderDocuments orderId={orderId} editable={editable} />;
    case 'lots':
      return <OrderLots orderId={orderId} onChanged={reload} />;
    default:
      return undefined;
  }
}

/**
 * /profile/orders/<tab>/<id>: one order's pages (order-info, property-info, property-photos,
 * property-documents, order-flows, requisites, lots). The photos and documents are the order
 * files' own parts, changeable while the order may change; the lots are the catalogue's cards.
 */
export function ProfileOrderRoute() {
  const { t } = useTranslation('orders');
  const { tab } = useParams();
  const orderId = useIdParam();
  // The open tab's part is fetched while the order itself loads, not once it has come.
  useEffect(() => {
    if (isOrderTab(tab)) PARTS[tab]?.preload();
  }, [tab]);
  if (orderId === null || !isOrderTab(tab)) return <NotFoundRoute />;
  const loading = <p className="muted">{t('orders:create.loading')}</p>;
  return (
    <CabinetPage title={t('orders:list.number', { id: orderId })}>
      <OrderPage
        orderId={orderId}
        tab={tab}
        renderTab={(name, order, reload) => {
          const part = filesOrLots(name, orderId, orderEditable(order.summary.status), reload);
          return part && <Suspense fallback={loading}>{part}</Suspense>;
        }}
      />
    </CabinetPage>
  );
}
