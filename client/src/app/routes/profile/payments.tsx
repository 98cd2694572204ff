import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { PaymentList } from '../../../features/cabinet/components/payment-list';

export function ProfilePaymentsRoute() {
  const { t } = useTranslation('cabinet');
  return (
    <CabinetPage title={t('payments.title')}>
      <PaymentList />
    </CabinetPage>
  );
}
