import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useBalanceStore } from '../../../features/session/stores/balance-store';
import { getWinnerPayments } from '../../../features/winlots/api/winlot';
import { WinnerPaymentList } from '../../../features/winlots/components/winner-payment-list';

/** /profile/winner-payments: what was paid for won lots, and the schedules of payment by parts. */
export function ProfileWinnerPaymentsRoute() {
  const { t } = useTranslation('winlots');
  const list = usePagedList('winner-payments', getWinnerPayments);
  const reloadBalance = useBalanceStore((state) => state.load);
  return (
    <CabinetPage title={t('winlots:payments.title')}>
      <ListFrame list={list} empty={t('winlots:payments.empty')}>
        {(page) => (
          <WinnerPaymentList
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
