import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { PaymentList } from '../../../features/cabinet/components/payment-list';
import { ExportButtons } from '../../../features/export/components/export-buttons';

export function ProfilePaymentsRoute() {
  const { t } = useTranslation('cabinet');
  return (
    <CabinetPage title={t('payments.title')}>
      <ExportButtons what="payments" />
      <PaymentList />
    </CabinetPage>
  );
}
