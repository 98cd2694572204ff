import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BidView } from '@kimoshdi/shared';
import { formatPrice } from '../format';

/**
 * The polite live region's text: each new bid as it arrives (not the ones already there when the
 * page opened), and whether the caller now leads. Several bids in one event are said as the newest.
 */
export function useBidAnnouncement(
  bids: readonly BidView[],
  mine: number | null,
  /** The board has its first picture: the bids in it then are not news. */
  loaded: boolean,
): string {
  const { t } = useTranslation('auction');
  const newest = bids[0] ?? null;
  const seen = useRef<number | null>(null);
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (!loaded) return;
    if (seen.current === null) {
      seen.current = newest?.seq ?? 0;
      return;
    }
    if (newest === null || newest.seq <= seen.current) return;
    seen.current = newest.seq;
    const bid = t('announce.bid', { number: newest.buyer_number, price: formatPrice(newest.amount) });
    setSaid(newest.buyer_number === mine ? `${bid} ${t('announce.leading')}` : bid);
  }, [newest, mine, loaded, t]);

  return said;
}
