import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { orderEditable } from '@kimoshdi/shared';
import { CabinetPage } from '../../../features/cabinet/components/cabinet-page';
import { LotGrid } from '../../../features/catalogue/components/lot-card';
import { OrderDocuments, OrderImages } from '../../../features/order-files';
import { getOrderLots, isOrderTab, OrderPage } from '../../../features/orders';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { NotFoundRoute } from '../not-found';
import { useIdParam } from '../use-id-param';

/**
 * /profile/orders/<tab>/<id>: one order's pages (order-info, property-info, property-photos,
 * property-documents, order-flows, requisites, lots). The photos and documents are the order
 * files' own parts, changeable while the order may change; the lots are the catalogue's cards.
 */
export function ProfileOrderRoute() {
  const { t } = useTranslation('orders');
  const { tab } = useParams();
  const orderId = useIdParam();
  if (orderId === null || !isOrderTab(tab)) return <NotFoundRoute />;
  return (
    <CabinetPage title={t('orders:list.number', { id: orderId })}>
      <OrderPage
        orderId={orderId}
        tab={tab}
        renderTab={(name, order) => {
          const editable = orderEditable(order.summary.status);
          if (name === 'property-photos') return <OrderImages orderId={orderId} editable={editable} />;
          if (name === 'property-documents') return <OrderDocuments orderId={orderId} editable={editable} />;
          if (name === 'lots') return <OrderLots orderId={orderId} />;
          return undefined;
        }}
      />
    </CabinetPage>
  );
}

function OrderLots({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const { data, error } = useKeyedLoad(`order/lots/${orderId}`, () => getOrderLots(orderId));
  if (error) return <p className="form-alert">{t('orders:create.loadFailed')}</p>;
  if (!data) return <p className="muted">{t('orders:create.loading')}</p>;
  if (data.items.length === 0) return <p className="muted">{t('orders:pages.noLots')}</p>;
  return <LotGrid lots={data.items} signedIn />;
}
