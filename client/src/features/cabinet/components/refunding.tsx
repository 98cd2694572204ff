import type { SavedCard } from '@kimoshdi/shared/api/shop/uzcard-cards';
import { useTranslation } from 'react-i18next';
import { getRefunds } from '../api/lists';
import { usePagedList } from '../../../hooks/use-paged-list';
import { RefundForm } from './refund-form';
import { RefundList } from './refund-list';

interface RefundingProps {
  /** The available balance in tiyin, null while unknown. */
  available: string | null;
  /** The person's saved cards, offered instead of typing a number. */
  savedCards: readonly SavedCard[];
  /** Called after an application went in: the balance shown elsewhere changed. */
  onApplied(): void;
}

/** The refunding page's body: the form, then the user's applications with the new one on top. */
export function Refunding({ available, savedCards, onApplied }: RefundingProps) {
  const { t } = useTranslation('cabinet');
  const list = usePagedList('refunds', getRefunds);
  return (
    <>
      <p className="lead">{t('refunding.lead')}</p>
      <RefundForm
        available={available}
        savedCards={savedCards}
        onApplied={() => {
          list.setPage(1);
          list.reload();
          onApplied();
        }}
      />
      <h2 className="cabinet__subtitle">{t('refunding.listTitle')}</h2>
      <RefundList list={list} />
    </>
  );
}
