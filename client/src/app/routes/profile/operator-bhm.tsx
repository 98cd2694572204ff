import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { BhmDesk } from '../../../features/calendar';
import { OperatorOnly } from './operator-only';

/** /profile/operator/base-amount: the BHM in force, its history, and a value for a later day. */
export function ProfileOperatorBhmRoute() {
  const { t } = useTranslation('calendar');
  return (
    <OperatorOnly title={t('calendar:bhm.title')}>
      <CabinetPage title={t('calendar:bhm.title')}>
        <p className="lead">{t('calendar:bhm.lead')}</p>
        <BhmDesk />
      </CabinetPage>
    </OperatorOnly>
  );
}
