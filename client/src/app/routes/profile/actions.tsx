import { useTranslation } from 'react-i18next';
import { ActionList } from '../../../features/cabinet/components/action-list';
import { CabinetPage } from '../../../components/layouts/cabinet-page';

export function ProfileActionsRoute() {
  const { t } = useTranslation('cabinet');
  return (
    <CabinetPage title={t('action-log:actions.title')}>
      <ActionList />
    </CabinetPage>
  );
}
