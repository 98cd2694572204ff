import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useBalanceStore } from '../../../features/session/stores/balance-store';
import { getWinLots } from '../../../features/winlots/api/winlot';
import { WinLotList } from '../../../features/winlots/components/win-lot-list';

/** /profile/winlots: won lots and reserve offers: pay, refuse, accept or decline. */
export function ProfileWinLotsRoute() {
  const { t } = useTranslation('winlots');
  const list = usePagedList('winlots', getWinLots);
  const reloadBalance = useBalanceStore((state) => state.load);
  return (
    <CabinetPage title={t('winlots:page.title')}>
      <ListFrame list={list} empty={t('winlots:page.empty')}>
        {(page) => (
          <WinLotList
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
