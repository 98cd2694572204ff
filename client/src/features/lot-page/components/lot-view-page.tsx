import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotDetails, LotRepeat } from '@kimoshdi/shared/api/shop/lot-card';
import { LOT_CARD_TABS, type LotCardTab } from '@kimoshdi/shared/api/shop/lot-card-tabs';
import { isPastTrade } from '@kimoshdi/shared/domain/order/order-progress';
import { LOT_STATUS } from '@kimoshdi/shared/domain/lot/lot-status';
import { mechanismOf } from '@kimoshdi/shared/domain/trade/mechanisms';
import { usePageTitle } from '../../../components/ui/page-title';
import { isApiError } from '../../../lib/api-client';
import { getLotDetails } from '../api/lot-card';
import { getSubLots } from '../api/lot-parts';
import { formatLotTime, formatPrice } from '../../../components/lots/format';
import { MOMENT_LABEL, tradeMoments } from '../../../components/lots/countdown';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { useLocalName } from '../../../hooks/use-local-name';
import { FavouriteButton } from '../../../components/lots/favourite-button';
import { LotGrid } from '../../../components/lots/lot-card';
import { moveBetweenTabs } from '../../../components/ui/tab-keys';
import { LotStatusBadge } from '../../../components/lots/lot-status-badge';
import { LotTabPanel } from './lot-tab-panel';
import { LotTimer } from './lot-timer';
import { LotViewSkeleton } from './lot-view-skeleton';
import { SimilarLots } from './similar-lots';
import { PhotoGallery } from './photo-gallery';
import { paths } from '../../../config/paths';

interface LotViewPageProps {
  lotId: number;
  signedIn: boolean;
  /** Where a guest goes to register or sign in, coming back to this lot. */
  loginHref: string;
  /** The auction part (apply, cancel, go to the game), composed in by the route. */
  renderApplication?(lot: LotDetails): ReactNode;
  /** A fixed-price lot's purchase (copies, Buy); `reload` shows the copies left after it. */
  renderPurchase?(lot: LotDetails, reload: () => void): ReactNode;
  /** A signed-in participant's part once the trade has ended (a protest on its result). */
  renderAfterTrade?(lot: LotDetails): ReactNode;
  /** An operator's actions on the lot (suspend it for a review); `reload` shows what they changed. */
  renderOperator?(lot: LotDetails, reload: () => void): ReactNode;
  /** Share the lot (a link to this page), for everyone. */
  renderShare?(lot: LotDetails): ReactNode;
}

/** /lot-view/{id}: gallery, the trade's key numbers with the timer, the four tabs, the order's other lots. */
export function LotViewPage({
  lotId,
  signedIn,
  loginHref,
  renderApplication,
  renderPurchase,
  renderAfterTrade,
  renderOperator,
  renderShare,
}: LotViewPageProps) {
  const { t } = useTranslation('catalogue');
  const name = useLocalName();
  const [tab, setTab] = useState<LotCardTab>('property');
  const details = useKeyedLoad(`lot/${lotId}`, () => getLotDetails(lotId));
  const lot = details.data;
  usePageTitle(lot ? name(lot.name) : t('lot.title'));

  if (details.error) {
    const missing = isApiError(details.error) && details.error.status === 404;
    return (
      <div className="container page page--narrow">
        <h1>{t('lot.title')}</h1>
        <p className="form-alert" role="alert">
          {missing ? t('lot.notFound') : t('list.loadFailed')}
        </p>
        <Link to={paths.currentLots}>{t('home.allLots')}</Link>
      </div>
    );
  }
  if (!lot || lot.id !== lotId) return <LotViewSkeleton label={t('list.loading')} />;

  // Over, however it ended (withdrawn, cancelled and archived too): its result, never applying.
  const finished = isPastTrade(lot.lot_status);
  // Applying, the deposit, steps and the game belong to auctions; a fixed-price lot shows its price
  // and the copies left.
  const auction = mechanismOf(lot.trade_type).bids;
  return (
    <div className="container page lot-view">
      <header className="lot-view__head">
        <p className="lot-card__number">{t('lot.number', { number: lot.lot_number })}</p>
        <h1 className="lot-view__title">{name(lot.name)}</h1>
        <LotStatusBadge status={lot.lot_status} tradeType={lot.trade_type} />
        {lot.lot_status === LOT_STATUS.UNDER_MODERATION && (
          <p className="lot-view__note muted" data-testid="lot-under-review">
            {t('lot.underReview')}
          </p>
        )}
      </header>
      <div className="lot-view__top">
        <PhotoGallery photos={lot.photos} title={name(lot.name)} />
        <aside className="lot-view__summary card" aria-label={t('lot.summary')}>
          <LotTimer lot={lot} className="lot-timer--large" />
          <dl className="facts">
            <div className="facts__row">
              <dt>{auction ? t('lot.startPrice') : t('lot.price')}</dt>
              <dd className="lot-view__price" data-testid="price">
                {formatPrice(lot.start_price)}
              </dd>
            </div>
            {auction ? (
              <>
                <PercentFact
                  label={t('terms.deposit')}
                  testId="deposit"
                  amount={lot.deposit_amount}
                  percent={lot.deposit_percent}
                />
                {lot.first_step_price !== null && (
                  <PercentFact
                    label={t('terms.firstStep')}
                    testId="first-step"
                    amount={lot.first_step_price}
                    percent={lot.step_percent}
                  />
                )}
              </>
            ) : (
              <div className="facts__row">
                <dt>{t('lot.copiesLeft')}</dt>
                <dd data-testid="copies-left">
                  {t('lot.copiesLeftOf', { left: lot.quantity_left, total: lot.quantity })}
                </dd>
              </div>
            )}
            {tradeMoments(lot).map((moment) => (
              <div className="facts__row" key={moment.kind} data-testid={`lot-${moment.kind}`}>
                <dt>{t(MOMENT_LABEL[moment.kind])}</dt>
                <dd>{formatLotTime(moment.at)}</dd>
              </div>
            ))}
            {lot.repeat && <RepeatFact repeat={lot.repeat} />}
          </dl>
          <div className="lot-view__actions">
            {/* A guest is shown the way in; applying and the game are the route's application panel. */}
            {!signedIn && !finished && auction && (
              <a className="button button--primary" href={loginHref}>
                {t('lot.applyGuest')}
              </a>
            )}
            {!finished && auction && renderApplication?.(lot)}
            {!finished && !auction && renderPurchase?.(lot, details.reload)}
            {finished && (
              <Link className="button button--ghost" to={paths.lotResult(lot.id)}>
                {t('lot.result')}
              </Link>
            )}
            {signedIn && <FavouriteButton lotId={lot.id} favourite={lot.favourite} />}
            {renderShare?.(lot)}
            {signedIn && renderOperator?.(lot, details.reload)}
          </div>
          {signedIn && renderAfterTrade?.(lot)}
        </aside>
      </div>
      <div
        className="tabs lot-view__tabs"
        role="tablist"
        onKeyDown={moveBetweenTabs}
        aria-label={t('lot.tabsLabel')}
      >
        {LOT_CARD_TABS.map((entry) => (
          <button
            key={entry}
            id={`lot-tab-${entry}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={entry === tab}
            tabIndex={entry === tab ? 0 : -1}
            aria-controls="lot-tab-panel"
            onClick={() => setTab(entry)}
          >
            {t(`lotTabs.${entry}`)}
          </button>
        ))}
      </div>
      <section id="lot-tab-panel" role="tabpanel" aria-labelledby={`lot-tab-${tab}`} className="tabs__panel">
        <LotTabPanel lotId={lot.id} tab={tab} />
      </section>
      <OrderLots lotId={lot.id} orderId={lot.order_id} signedIn={signedIn} />
      <SimilarLots lotId={lot.id} signedIn={signedIn} />
    </div>
  );
}

function OrderLots({ lotId, orderId, signedIn }: { lotId: number; orderId: number; signedIn: boolean }) {
  const { t } = useTranslation('catalogue');
  const { data } = useKeyedLoad(`sub-lots/${lotId}`, () => getSubLots(lotId));
  return (
    <section className="home-section" aria-labelledby="order-lots">
      <div className="home-section__head">
        <h2 id="order-lots">{t('lot.otherLots')}</h2>
        <Link className="button button--ghost button--small" to={paths.orderPreview(orderId)}>
          {t('lot.order')}
        </Link>
      </div>
      {data && data.length === 0 && <p className="muted">{t('lot.noOtherLots')}</p>}
      {data && data.length > 0 && <LotGrid lots={data} signedIn={signedIn} />}
    </section>
  );
}

/** A repeated auction: its round and the lot it repeats (docs/decisions.md "Repeated auctions"). */
function RepeatFact({ repeat }: { repeat: LotRepeat }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="facts__row" data-testid="repeat">
      <dt>{t('repeatFact.label')}</dt>
      <dd>
        {t('repeatFact.round', { round: repeat.round })},{' '}
        <Link to={paths.lotView(repeat.previous_lot_id)}>
          {t('repeatFact.previous', { number: repeat.previous_lot_number })}
        </Link>
      </dd>
    </div>
  );
}

/** One of the auction's sums (deposit, first step) with its percent. */
function PercentFact({
  label,
  testId,
  amount,
  percent,
}: {
  label: string;
  testId: string;
  amount: string;
  percent: number | null;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{t('terms.withPercent', { amount: formatPrice(amount), percent })}</dd>
    </div>
  );
}
