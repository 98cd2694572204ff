import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OtherAuction } from '@kimoshdi/shared';
import { formatIsoTime, formatPrice } from '../format';
import { useLocalName } from '../../../hooks/use-local-name';
import { paths } from '../../../config/paths';

interface OtherAuctionsProps {
  auctions: OtherAuction[] | null;
  failed: boolean;
  onRetry(): void;
}

/** The other auctions going on now, each a link to its own game page. */
export function OtherAuctions({ auctions, failed, onRetry }: OtherAuctionsProps) {
  const { t } = useTranslation('auction');
  const name = useLocalName();
  return (
    <section className="game-others" aria-labelledby="game-others-title">
      <h2 id="game-others-title">{t('others.title')}</h2>
      {failed && (
        <div className="form-alert" role="alert">
          <p>{t('others.loadFailed')}</p>
          <button type="button" className="button button--ghost button--small" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
      {!failed && auctions === null && (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      )}
      {!failed && auctions?.length === 0 && <p className="muted">{t('others.empty')}</p>}
      {!failed && auctions && auctions.length > 0 && (
        <ul className="game-others__list">
          {auctions.map((auction) => (
            <li key={auction.id} className="card game-others__item">
              <Link to={paths.gameView(auction.id)} className="game-others__link">
                <span className="lot-card__number">{t('lotNumber', { number: auction.lot_number })}</span>
                <span className="game-others__name">{name(auction.name)}</span>
              </Link>
              <span className="game-others__meta">
                <span className="money">{formatPrice(auction.start_price)}</span>
                <span className="muted">{t('others.endsAt', { time: formatIsoTime(auction.ends_at) })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
