import { useTranslation } from 'react-i18next';
import { getMyApplications } from '../../../features/applications/api/my-application';
import { ApplicationTable } from '../../../features/applications/components/application-table';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ListFrame } from '../../../components/ui/list-frame';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useBalanceStore } from '../../../features/session/stores/balance-store';

/** /profile/applications: the buyer's trade applications, cancellable before the start. */
export function ProfileApplicationsRoute() {
  const { t } = useTranslation('cabinet');
  const list = usePagedList('applications', (page, size) => getMyApplications(page, size));
  const reloadBalance = useBalanceStore((state) => state.load);
  return (
    <CabinetPage title={t('applications.title')}>
      <ListFrame list={list} empty={t('applications.empty')}>
        {(page) => (
          <ApplicationTable
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
