import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../features/cabinet/components/cabinet-page';
import { TopUpForm } from '../../../features/cabinet/components/top-up-form';

export function ProfileTopUpRoute() {
  const { t } = useTranslation('cabinet');
  return (
    <CabinetPage title={t('topUp.title')}>
      <p className="lead">{t('topUp.lead')}</p>
      <TopUpForm />
    </CabinetPage>
  );
}
