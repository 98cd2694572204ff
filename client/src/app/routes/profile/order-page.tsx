import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { orderEditable } from '@kimoshdi/shared';
import type { LotCard as Lot } from '@kimoshdi/shared/api/shop/shop-lots';
import { CabinetPage } from '../../../features/cabinet/components/cabinet-page';
import { LotCard } from '../../../features/catalogue/components/lot-card';
import { OrderDocuments, OrderImages } from '../../../features/order-files';
import { getOrderLots, isOrderTab, OrderPage } from '../../../features/orders';
import { LotProtests } from '../../../features/protests';
import { RepeatLotAction } from '../../../features/repeat-auction';
import { WithdrawLotAction } from '../../../features/withdrawal';
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
        renderTab={(name, order, reload) => {
          const editable = orderEditable(order.summary.status);
          if (name === 'property-photos') return <OrderImages orderId={orderId} editable={editable} />;
          if (name === 'property-documents') return <OrderDocuments orderId={orderId} editable={editable} />;
          if (name === 'lots') return <OrderLots orderId={orderId} onChanged={reload} />;
          return undefined;
        }}
      />
    </CabinetPage>
  );
}

/**
 * What the customer may do with one lot of the order, each action its feature's own part; `changed`
 * reloads the lots and the order's head after an action.
 */
function lotActions(lot: Lot, changed: () => void, orderId: number): ReactNode[] {
  return [
    <WithdrawLotAction key="withdraw" lot={lot} onWithdrawn={changed} />,
    <RepeatLotAction key="repeat" lot={lot} onRepeated={changed} />,
    <LotProtests key="protests" orderId={orderId} lotId={lot.id} onChanged={changed} />,
  ];
}

/**
 * The order's lots: each card with the customer's actions on that lot under it (withdraw it from
 * trade, put it up again, answer a participant's protest); each action is its feature's own part.
 */
function OrderLots({ orderId, onChanged }: { orderId: number; onChanged(): void }) {
  const { t } = useTranslation('orders');
  const { data, error, reload } = useKeyedLoad(`order/lots/${orderId}`, () => getOrderLots(orderId));
  if (error) return <p className="form-alert">{t('orders:create.loadFailed')}</p>;
  if (!data) return <p className="muted">{t('orders:create.loading')}</p>;
  if (data.items.length === 0) return <p className="muted">{t('orders:pages.noLots')}</p>;
  const changed = () => {
    reload();
    onChanged();
  };
  return (
    <ul className="lot-grid order-lots" data-testid="order-lots">
      {data.items.map((lot) => (
        <li key={lot.id} className="order-lots__item" data-testid="order-lot">
          <LotCard lot={lot} signedIn />
          <div className="order-lots__actions">{lotActions(lot, changed, orderId)}</div>
        </li>
      ))}
    </ul>
  );
}
