import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotCard as Lot } from '@kimoshdi/shared/api/shop/shop-lots';
import { LotCard } from '../../../components/lots/lot-card';
import { getOrderLots } from '../../../features/orders';
import { LotProtests } from '../../../features/protests';
import { RepeatLotAction } from '../../../features/repeat-auction';
import { WithdrawLotAction } from '../../../features/withdrawal';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';

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
 * The order page's lots tab (profile/order-page.tsx fetches it when the tab is opened): each card
 * with the customer's actions on that lot under it (withdraw it from trade, put it up again,
 * answer a participant's protest); each action is its feature's own part.
 */
export function OrderLots({ orderId, onChanged }: { orderId: number; onChanged(): void }) {
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
