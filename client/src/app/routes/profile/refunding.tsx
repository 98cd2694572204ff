import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { Refunding } from '../../../features/cabinet/components/refunding';
import { useBalance } from '../../../features/session/hooks/use-balance';
import { useBalanceStore } from '../../../features/session/stores/balance-store';
import { useSavedCards } from '../../../features/saved-cards/hooks';

export function ProfileRefundingRoute() {
  const { t } = useTranslation('cabinet');
  const balance = useBalance(true);
  const reloadBalance = useBalanceStore((state) => state.load);
  // The person's saved cards, to pick instead of typing a number (gateway/uzcard-cards).
  const savedCards = useSavedCards();
  return (
    <CabinetPage title={t('refunding.title')}>
      <Refunding
        available={balance?.balance ?? null}
        savedCards={savedCards.cards ?? []}
        onApplied={() => void reloadBalance()}
      />
    </CabinetPage>
  );
}
