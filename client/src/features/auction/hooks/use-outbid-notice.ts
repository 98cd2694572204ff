import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState } from '@kimoshdi/shared';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { formatPrice } from '../format';
import { outbidBy } from '../outbid';

/**
 * Tells the participant at once when their offer stops being the highest: the board's states come
 * from the room's events, so comparing the leader before and after each one with "me" is enough
 * (the server also leaves a cabinet message for when the page is not open).
 */
export function useOutbidNotice(lotId: number, state: GameState | null, mine: number | null): void {
  const { t } = useTranslation('auction');
  const before = useRef<GameState | null>(null);

  useEffect(() => {
    const outbid = outbidBy(before.current, state, mine);
    before.current = state;
    if (!outbid) return;
    notify({
      type: 'warning',
      group: `outbid-${lotId}`,
      title: t('outbid.title'),
      message: t('outbid.text', { number: outbid.number, price: formatPrice(outbid.price) }),
    });
  }, [lotId, state, mine, t]);
}
