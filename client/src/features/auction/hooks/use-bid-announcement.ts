import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BidView } from '@kimoshdi/shared';
import { formatPrice } from '../format';

/**
 * The polite live region's text: each new bid as it arrives (not the ones already there when the
 * page opened), and whether the caller now leads. Several bids in one event are said as the newest.
 */
export function useBidAnnouncement(bids: readonly BidView[], mine: number | null): string {
  const { t } = useTranslation('auction');
  const newest = bids[0] ?? null;
  const seen = useRef<number | null>(null);
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (newest === null) return;
    const first = seen.current === null;
    if (!first && newest.seq <= (seen.current ?? 0)) return;
    seen.current = newest.seq;
    if (first) return;
    const bid = t('announce.bid', { number: newest.buyer_number, price: formatPrice(newest.amount) });
    setSaid(newest.buyer_number === mine ? `${bid} ${t('announce.leading')}` : bid);
  }, [newest, mine, t]);

  return said;
}
