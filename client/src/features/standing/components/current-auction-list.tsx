import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentAuction } from '@kimoshdi/shared';
import { LOT_STATUS } from '@kimoshdi/shared/domain/lot/lot-status';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { clockPart, remainingUntil } from '../../../components/lots/countdown';
import { paths } from '../../../config/paths';
import { useLocalName } from '../../../hooks/use-local-name';
import { useServerNow } from '../../../lib/use-server-now';
import './standing.css';

/** "2 kun 03:04:05", or the clock alone under a day. */
function useTimerText(auction: CurrentAuction, now: number | null): string {
  const { t } = useTranslation('standing');
  const live = auction.phase === 'live';
  const target = Date.parse(live ? auction.ends_at : auction.starts_at);
  if (now === null) {
    return t(live ? 'myAuctions.endsAt' : 'myAuctions.startsAt', { date: formatTashkentDateTime(target) });
  }
  const left = remainingUntil(target, now);
  if (!left) return t(live ? 'myAuctions.ended' : 'myAuctions.started');
  const time =
    left.days > 0 ? `${t('myAuctions.days', { count: left.days })} ${clockPart(left)}` : clockPart(left);
  return t(live ? 'myAuctions.endsIn' : 'myAuctions.startsIn', { time });
}

function AuctionRow({ auction, now }: { auction: CurrentAuction; now: number | null }) {
  const { t } = useTranslation('standing');
  const name = useLocalName();
  const timer = useTimerText(auction, now);
  const paused = auction.lot_status === LOT_STATUS.PAUSED;
  const phase = paused ? 'paused' : auction.phase;
  return (
    <li
      className={`current-auction current-auction--${auction.phase}`}
      data-testid="current-auction"
      data-lot-id={auction.lot_id}
    >
      <div>
        <p className="current-auction__name">
          <span className={`phase-pill phase-pill--${phase}`}>{t(`myAuctions.${phase}`)}</span>
          <span className="muted">№ {auction.lot_number}</span> {name(auction.name)}
        </p>
        <p className="current-auction__facts">
          <span className="current-auction__timer" role="timer">
            {timer}
          </span>
          <span>{t('myAuctions.buyerNumber', { number: auction.buyer_number })}</span>
          <span>
            {t('myAuctions.deposit', { amount: formatTiyin(auction.deposit_amount, { currency: true }) })}
          </span>
        </p>
      </div>
      <div className="current-auction__actions">
        {auction.phase === 'live' ? (
          <Link className="button button--primary" to={paths.gameView(auction.lot_id)}>
            {t('myAuctions.enter')}
          </Link>
        ) : (
          <Link className="button button--ghost" to={paths.lotView(auction.lot_id)}>
            {t('myAuctions.view')}
          </Link>
        )}
      </div>
    </li>
  );
}

/** The person's live auctions, then those ahead, each counting down on the server's clock. */
export function CurrentAuctionList({ items }: { items: CurrentAuction[] }) {
  const now = useServerNow();
  return (
    <ul className="current-auctions">
      {items.map((auction) => (
        <AuctionRow key={auction.lot_id} auction={auction} now={now} />
      ))}
    </ul>
  );
}
