import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { getUserOrders } from '../../../features/purchases/api/user-order';
import { PurchaseList } from '../../../features/purchases/components/purchase-list';
import { useBalanceStore } from '../../../features/session/stores/balance-store';

/** /profile/purchases: the one-click purchases, each with its receipt and Cancel while allowed. */
export function ProfilePurchasesRoute() {
  const { t } = useTranslation('purchases');
  const list = usePagedList('purchases', getUserOrders);
  const reloadBalance = useBalanceStore((state) => state.load);
  return (
    <CabinetPage title={t('purchases:page.title')}>
      <ListFrame list={list} empty={t('purchases:page.empty')}>
        {(page) => (
          <PurchaseList
            items={page.items}
            onChanged={() => {
              list.reload();
              void reloadBalance();
            }}
          />
        )}
      </ListFrame>
    </CabinetPage>
  );
}
