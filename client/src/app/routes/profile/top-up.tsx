import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { requestedTopUp } from '../../../lib/shortfall';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { TopUpForm } from '../../../features/cabinet/components/top-up-form';

export function ProfileTopUpRoute() {
  const { t } = useTranslation('cabinet');
  // A "top up" link from a refused application asks for the missing amount.
  const [search] = useSearchParams();
  return (
    <CabinetPage title={t('topUp.title')}>
      <p className="lead">{t('topUp.lead')}</p>
      <TopUpForm initialAmount={requestedTopUp(search)} />
    </CabinetPage>
  );
}
