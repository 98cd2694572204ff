import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { requestedTopUp } from '../../../lib/shortfall';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { TopUpForm } from '../../../features/cabinet/components/top-up-form';
import { BankTransferDetails } from '../../../features/standing/components/bank-transfer-details';
import { SavedCards } from '../../../features/saved-cards/components/saved-cards';
import { useBalanceStore } from '../../../features/session/stores/balance-store';

export function ProfileTopUpRoute() {
  const { t } = useTranslation('cabinet');
  // A "top up" link from a refused application asks for the missing amount.
  const [search] = useSearchParams();
  // A top-up from a saved card is credited at once: the balance shown in the header changes.
  const reloadBalance = useBalanceStore((state) => state.load);
  return (
    <CabinetPage title={t('topUp.title')}>
      <p className="lead">{t('topUp.lead')}</p>
      <TopUpForm initialAmount={requestedTopUp(search)} />
      <SavedCards onToppedUp={() => void reloadBalance()} />
      <BankTransferDetails />
    </CabinetPage>
  );
}
