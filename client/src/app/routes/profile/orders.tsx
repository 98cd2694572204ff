import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { canSell } from '@kimoshdi/shared/domain/user/roles';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useProfileStore } from '../../../features/cabinet/stores/profile-store';
import { getOrders, OrderList, ORDER_CREATE_PATH } from '../../../features/orders';
import { DebtBanner } from '../../../features/withdrawal';
import { paths } from '../../../config/paths';

/** /profile/orders: the customer's orders, newest first, and the way to a new one. */
export function ProfileOrdersRoute() {
  const { t } = useTranslation('orders');
  const profile = useProfileStore((state) => state.profile);
  const list = usePagedList('orders', getOrders);
  // An account that does not sell has no orders: its own cabinet instead (the server says 403).
  if (profile && !canSell(profile.role)) return <Navigate to={paths.profile()} replace />;
  return (
    <CabinetPage title={t('orders:list.title')}>
      <DebtBanner />
      <div className="orders-head">
        <Link className="button button--primary" to={ORDER_CREATE_PATH} data-testid="order-create-link">
          {t('orders:list.create')}
        </Link>
      </div>
      <ListFrame list={list} empty={t('orders:list.empty')}>
        {(page) => <OrderList items={page.items} />}
      </ListFrame>
    </CabinetPage>
  );
}
