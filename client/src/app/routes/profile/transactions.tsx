import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { TransactionList } from '../../../features/cabinet/components/transaction-list';
import { ExportButtons } from '../../../features/export/components/export-buttons';

export function ProfileTransactionsRoute() {
  const { t } = useTranslation('cabinet');
  return (
    <CabinetPage title={t('transactions.title')}>
      <ExportButtons what="transactions" />
      <TransactionList />
    </CabinetPage>
  );
}
