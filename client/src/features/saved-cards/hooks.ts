import type { SavedCard } from '@kimoshdi/shared/api/shop/uzcard-cards';
import { useCallback, useEffect, useState } from 'react';
import { listSavedCards } from './api/saved-cards';

/** The person's saved cards: null while loading (or when the list could not be read). */
export function useSavedCards(): { cards: SavedCard[] | null; reload(): void } {
  const [cards, setCards] = useState<SavedCard[] | null>(null);
  const reload = useCallback(() => {
    listSavedCards().then(setCards, () => setCards([]));
  }, []);
  useEffect(reload, [reload]);
  return { cards, reload };
}
