import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotCard as Lot } from '@kimoshdi/shared/api/shop/shop-lots';
import { mechanismOf } from '@kimoshdi/shared/domain/trade/mechanisms';
import { ClockIcon, PinIcon } from '../ui/icons';
import { useAreas, useNameById, useRegions } from '../../hooks/use-dictionaries';
import { useLocalName } from '../../hooks/use-local-name';
import { useServerNow } from '../../lib/use-server-now';
import { cardTime, clockPart } from './countdown';
import { formatLotTime, formatPrice } from './format';
import { FavouriteButton } from './favourite-button';
import { LOT_CARD_PHOTO_SIZES } from '@kimoshdi/shared/domain/file/photo-sizes';
import { LotPhoto } from './lot-photo';
import { LotStatusBadge } from './lot-status-badge';
import './lot-card.css';
import { paths } from '../../config/paths';

export const lotHref = (id: number) => paths.lotView(id);

interface LotCardProps {
  lot: Lot;
  /** Signed-in users get the favourite toggle. */
  signedIn: boolean;
  onFavouriteChange?(lot: Lot, favourite: boolean): void;
  /**
   * The card's place in its list: the first cards' photos are on screen at once, so they load at
   * once (not lazily) and the very first, usually the page's largest image, before anything else.
   */
  index?: number;
}

/** Cards whose photo is on a phone's first screen. */
const EAGER_CARDS = 2;

/** The region and district of a lot, as one line ("Toshkent sh., Chilonzor tumani"). */
function usePlace(lot: Lot): string {
  const region = useNameById(useRegions().data)(lot.region_id);
  const area = useNameById(useAreas(String(lot.region_id)).data)(lot.area_id);
  return [region, area].filter(Boolean).join(', ');
}

const CARD_TIME_TEXT = {
  starts: 'card.startsAt',
  ends: 'card.endsAt',
  ended: 'card.ended',
  withdrawn: 'card.withdrawn',
} as const;

/** Start or end: a countdown under a day (on the server's clock), else the moment. */
function CardTime({ lot }: { lot: Lot }) {
  const { t } = useTranslation('catalogue');
  const shown = cardTime(lot, useServerNow());
  const live = shown.kind === 'ends' && shown.countdown !== null;
  const text = shown.countdown
    ? t(shown.kind === 'ends' ? 'card.endsIn' : 'card.startsIn', { time: clockPart(shown.countdown) })
    : t(CARD_TIME_TEXT[shown.kind], { date: formatLotTime(shown.at) });
  return (
    <p
      className={`lot-card__time${live ? ' lot-card__time--soon' : ''}`}
      role={shown.countdown ? 'timer' : undefined}
    >
      <ClockIcon size={16} />
      <span>{text}</span>
    </p>
  );
}

/**
 * One lot as every list shows it (home, lot list, favourites, similar lots): the photo with the
 * trade type, the price first and largest, the name, the place, the time and the status.
 */
export function LotCard({ lot, signedIn, onFavouriteChange, index = EAGER_CARDS }: LotCardProps) {
  const { t } = useTranslation('catalogue');
  const name = useLocalName();
  const place = usePlace(lot);
  const fixed = mechanismOf(lot.trade_type).oneClick;

  return (
    <article className="lot-card" data-lot-id={lot.id}>
      <div className="lot-card__media">
        <Link className="lot-card__photo" to={lotHref(lot.id)} tabIndex={-1} aria-hidden="true">
          {lot.main_photo ? (
            <LotPhoto
              url={lot.main_photo}
              sizes={LOT_CARD_PHOTO_SIZES}
              alt=""
              loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              width={320}
              height={240}
            />
          ) : (
            <span className="lot-card__no-photo">{t('lot.noPhoto')}</span>
          )}
        </Link>
        <span className={`lot-card__trade lot-card__trade--${fixed ? 'fixed' : 'auction'}`}>
          {fixed ? t('card.fixedPrice') : t('card.auction')}
        </span>
        {signedIn && (
          <FavouriteButton
            lotId={lot.id}
            favourite={lot.favourite}
            onChange={(favourite) => onFavouriteChange?.(lot, favourite)}
          />
        )}
      </div>
      <div className="lot-card__body">
        <p className="lot-card__money">
          <span className="lot-card__price">{formatPrice(lot.start_price)}</span>
          <span className="lot-card__price-label">{fixed ? t('lot.price') : t('lot.startPrice')}</span>
        </p>
        <h3 className="lot-card__name">
          <Link to={lotHref(lot.id)}>{name(lot.name)}</Link>
        </h3>
        {place && (
          <p className="lot-card__place">
            <PinIcon size={16} />
            <span>{place}</span>
          </p>
        )}
        <CardTime lot={lot} />
        <div className="lot-card__foot">
          <LotStatusBadge status={lot.lot_status} tradeType={lot.trade_type} />
          <span className="lot-card__number">{t('card.number', { number: lot.lot_number })}</span>
        </div>
      </div>
    </article>
  );
}

/** Cards in a grid at desktop widths, a list of wide rows on a phone. */
export function LotGrid({
  lots,
  signedIn,
  onFavouriteChange,
  onFirstScreen = false,
}: {
  lots: Lot[];
  signedIn: boolean;
  onFavouriteChange?(lot: Lot, favourite: boolean): void;
  /** The grid opens the page (the lot list): its first photos load at once. */
  onFirstScreen?: boolean;
}) {
  return (
    <ul className="lot-grid">
      {lots.map((lot, index) => (
        <li key={lot.id}>
          <LotCard
            lot={lot}
            signedIn={signedIn}
            onFavouriteChange={onFavouriteChange}
            {...(onFirstScreen ? { index } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
