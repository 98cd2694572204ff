import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotCard as Lot } from '@kimoshdi/shared/api/shop/shop-lots';
import { isFixedPrice } from '@kimoshdi/shared/domain/lot/trade-type';
import { formatLotTime, formatPrice } from '../format';
import { useNameById, useRegions } from '../../../hooks/use-dictionaries';
import { useLocalName } from '../../../hooks/use-local-name';
import { FavouriteButton } from './favourite-button';
import { LotStatusBadge } from './lot-status-badge';
import { LotTimer } from './lot-timer';

export const lotHref = (id: number) => `/lot-view/${id}`;

interface LotCardProps {
  lot: Lot;
  /** Signed-in users get the favourite toggle. */
  signedIn: boolean;
  onFavouriteChange?(lot: Lot, favourite: boolean): void;
}

/** One lot in a list: photo, number, name, status, region, start price, times and the timer. */
export function LotCard({ lot, signedIn, onFavouriteChange }: LotCardProps) {
  const { t } = useTranslation('catalogue');
  const name = useLocalName();
  const regionName = useNameById(useRegions().data);
  const title = name(lot.name);

  return (
    <article className="lot-card" data-lot-id={lot.id}>
      <Link className="lot-card__photo" to={lotHref(lot.id)} tabIndex={-1} aria-hidden="true">
        {lot.main_photo ? (
          <img src={lot.main_photo} alt="" loading="lazy" width={320} height={200} />
        ) : (
          <span className="lot-card__no-photo">{t('lot.noPhoto')}</span>
        )}
      </Link>
      <div className="lot-card__body">
        <div className="lot-card__head">
          <span className="lot-card__number">{t('lot.number', { number: lot.lot_number })}</span>
          <LotStatusBadge status={lot.lot_status} tradeType={lot.trade_type} />
        </div>
        <h3 className="lot-card__name">
          <Link to={lotHref(lot.id)}>{title}</Link>
        </h3>
        <dl className="lot-card__facts">
          <div>
            <dt>{t('lot.region')}</dt>
            <dd>{regionName(lot.region_id) || '—'}</dd>
          </div>
          <div>
            <dt>{isFixedPrice(lot.trade_type) ? t('lot.price') : t('lot.startPrice')}</dt>
            <dd className="lot-card__price">{formatPrice(lot.start_price)}</dd>
          </div>
          <div>
            <dt>{t('lot.startsAt')}</dt>
            <dd>{formatLotTime(lot.starts_at)}</dd>
          </div>
          <div>
            <dt>{t('lot.endsAt')}</dt>
            <dd>{formatLotTime(lot.ends_at)}</dd>
          </div>
        </dl>
        <div className="lot-card__foot">
          <LotTimer lot={lot} />
          {signedIn && (
            <FavouriteButton
              lotId={lot.id}
              favourite={lot.favourite}
              onChange={(favourite) => onFavouriteChange?.(lot, favourite)}
            />
          )}
        </div>
      </div>
    </article>
  );
}

/** Cards in a responsive grid. */
export function LotGrid({
  lots,
  signedIn,
  onFavouriteChange,
}: {
  lots: Lot[];
  signedIn: boolean;
  onFavouriteChange?(lot: Lot, favourite: boolean): void;
}) {
  return (
    <ul className="lot-grid">
      {lots.map((lot) => (
        <li key={lot.id}>
          <LotCard lot={lot} signedIn={signedIn} onFavouriteChange={onFavouriteChange} />
        </li>
      ))}
    </ul>
  );
}
