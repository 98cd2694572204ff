import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState } from '@kimoshdi/shared';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { formatPrice } from '../format';
import { outbidBy } from '../outbid';
import { playOutbidTone, vibrateOutbid, type AlertChoice } from '../room-alerts';

/**
 * Tells the participant at once when their offer stops being the highest: the board's states come
 * from the room's events, so comparing the leader before and after each one with "me" is enough
 * (the server also leaves a cabinet message for when the page is not open). Besides the notice, the
 * tone and the vibration the person chose; the text it answers goes to the assertive live region.
 */
export function useOutbidNotice(
  lotId: number,
  state: GameState | null,
  mine: number | null,
  alerts: AlertChoice,
): string {
  const { t } = useTranslation('auction');
  const before = useRef<GameState | null>(null);
  const [said, setSaid] = useState('');
  const choice = useRef(alerts);
  useEffect(() => {
    choice.current = alerts;
  }, [alerts]);

  useEffect(() => {
    const outbid = outbidBy(before.current, state, mine);
    before.current = state;
    if (!outbid) return;
    const message = t('outbid.text', { number: outbid.number, price: formatPrice(outbid.price) });
    notify({ type: 'warning', group: `outbid-${lotId}`, title: t('outbid.title'), message });
    setSaid(`${t('outbid.title')}. ${message}`);
    if (choice.current.sound) playOutbidTone();
    if (choice.current.vibrate) vibrateOutbid();
  }, [lotId, state, mine, t]);

  return said;
}
