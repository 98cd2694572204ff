import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BidView, RoomRecord } from '@kimoshdi/shared';
import { formatBidTime, formatPrice } from '../format';

interface BidFeedProps {
  /** Newest first. */
  bids: readonly BidView[];
  /** The caller's buyer number, to mark their own bids. */
  mine: number | null;
  /** The board has its first picture: the bids in it then are not new. */
  loaded: boolean;
  /** Track records the bidders chose to show, by buyer number (user/achievements). */
  records?: ReadonlyMap<number, RoomRecord>;
}

/**
 * The live bid feed, newest on top: buyer number, amount and time. A bid that arrives while the
 * page is open slides in (styles drop the motion under prefers-reduced-motion); the ones there at
 * the start do not, nor is any bid announced here (the room's live region does that once).
 */
export function BidFeed({ bids, mine, loaded, records }: BidFeedProps) {
  const { t } = useTranslation('auction');
  // The newest seq when the room opened: anything above it is new to this visit.
  const [seenUpTo, setSeenUpTo] = useState<number | null>(null);
  if (seenUpTo === null && loaded) setSeenUpTo(bids[0]?.seq ?? 0);
  const top = bids[0]?.amount ?? null;

  return (
    <section className="card game-feed" aria-labelledby="game-history-title">
      <h2 id="game-history-title" className="game-feed__title">
        {t('history.title')}
        {bids.length > 0 && <span className="game-feed__count">{bids.length}</span>}
      </h2>
      {bids.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <ol className="game-feed__list">
          {bids.map((bid) => {
            const fresh = seenUpTo !== null && bid.seq > seenUpTo;
            const classes = ['game-feed__item'];
            if (fresh) classes.push('game-feed__item--new');
            if (bid.buyer_number === mine) classes.push('game-feed__item--mine');
            if (bid.amount === top && bid === bids[0]) classes.push('game-feed__item--top');
            const time = formatBidTime(bid.at);
            return (
              <li key={bid.seq} className={classes.join(' ')} data-seq={bid.seq}>
                <span className="game-feed__buyer">
                  {t('offers.buyer', { number: bid.buyer_number })}
                  {bid.buyer_number === mine && <span className="game-feed__you"> ({t('offers.you')})</span>}
                  {bid.kind === 'auto' && <span className="game-feed__auto">{t('history.auto')}</span>}
                  {records?.has(bid.buyer_number) && (
                    <span className="game-feed__record muted" data-testid="bidder-record">
                      {' '}
                      {t('history.record', {
                        takenPart: records.get(bid.buyer_number)!.taken_part,
                        won: records.get(bid.buyer_number)!.won,
                        paid: records.get(bid.buyer_number)!.paid_on_time,
                      })}
                    </span>
                  )}
                </span>
                <span className="game-feed__amount money">{formatPrice(bid.amount)}</span>
                <time className="game-feed__time" dateTime={new Date(bid.at).toISOString()} title={time}>
                  {time.slice(11)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
