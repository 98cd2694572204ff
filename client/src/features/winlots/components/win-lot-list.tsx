import { useTranslation } from 'react-i18next';
import type { WinLot } from '@kimoshdi/shared';
import { WinLotCard } from './win-lot-card';
import './winlots.css';

/** Won lots and reserve offers as cards (they read on a phone; a wide table would not). */
export function WinLotList({ items, onChanged }: { items: WinLot[]; onChanged(): void }) {
  const { t } = useTranslation('winlots');
  return (
    <section className="winlot-list" aria-label={t('page.listTitle')}>
      {items.map((item) => (
        <WinLotCard key={`${item.lot_id}-${item.role}`} item={item} onChanged={onChanged} />
      ))}
    </section>
  );
}
