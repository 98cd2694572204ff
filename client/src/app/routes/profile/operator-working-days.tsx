import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { WorkingDaysDesk } from '../../../features/calendar';
import { OperatorOnly } from './operator-only';

/** /profile/operator/working-days: the overrides decrees make, and the public holidays, per year. */
export function ProfileOperatorWorkingDaysRoute() {
  const { t } = useTranslation('calendar');
  return (
    <OperatorOnly title={t('calendar:days.title')}>
      <CabinetPage title={t('calendar:days.title')}>
        <p className="lead">{t('calendar:days.lead')}</p>
        <WorkingDaysDesk />
      </CabinetPage>
    </OperatorOnly>
  );
}
