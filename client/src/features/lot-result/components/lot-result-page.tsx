import type { ReactNode } from 'react';
import type { LotResult } from '@kimoshdi/shared';
import { mechanismOf } from '@kimoshdi/shared/domain/trade/mechanisms';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/ui/page-title';
import { isApiError } from '../../../lib/api-client';
import { getLotResult } from '../api/lot-result';
import { formatLotTime, formatPrice } from '../../../components/lots/format';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { useLocalName } from '../../../hooks/use-local-name';
import { LotStatusBadge } from '../../../components/lots/lot-status-badge';
import { paths } from '../../../config/paths';
import { LotResultSkeleton } from './lot-result-skeleton';

interface LotResultPageProps {
  lotId: number;
  /**
   * What the route shows instead of the plain bid table for a finished auction (the public bid
   * log with its replay); the plain table stays for everything else.
   */
  finishedAuctionBids?: (result: LotResult) => ReactNode;
  /** Share the result (a link to this page). */
  renderShare?: (lot: LotResult['lot']) => ReactNode;
}

/** /lot-result/{id}: how the trade ended, the winner's buyer number, the final price, every bid. */
export function LotResultPage({ lotId, finishedAuctionBids, renderShare }: LotResultPageProps) {
  const { t } = useTranslation('catalogue');
  const name = useLocalName();
  usePageTitle(t('result.title'));
  const { data, error } = useKeyedLoad(`result/${lotId}`, () => getLotResult(lotId));

  if (error) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <div className="container page page--narrow">
        <h1>{t('result.title')}</h1>
        <p className="form-alert" role="alert">
          {missing ? t('lot.notFound') : t('list.loadFailed')}
        </p>
      </div>
    );
  }
  if (!data) return <LotResultSkeleton title={t('result.title')} label={t('list.loading')} />;
  const { lot } = data;
  // Bids (a live room, then the published bid log) are the mechanism's that takes them: the auction.
  const { bids } = mechanismOf(lot.trade_type);
  return (
    <div className="container page page--narrow lot-result">
      <h1>{t('result.title')}</h1>
      <div className="card lot-result__summary">
        <p className="lot-card__number">{t('lot.number', { number: lot.lot_number })}</p>
        <h2>
          <Link to={paths.lotView(lot.id)}>{name(lot.name)}</Link>
        </h2>
        <LotStatusBadge status={lot.lot_status} />
        <dl className="facts">
          <div className="facts__row">
            <dt>{t('result.outcome')}</dt>
            <dd data-testid="outcome">{t(`result.outcomes.${data.outcome}`)}</dd>
          </div>
          <div className="facts__row">
            <dt>{t('lot.startPrice')}</dt>
            <dd>{formatPrice(lot.start_price)}</dd>
          </div>
          <div className="facts__row">
            <dt>{t('result.finalPrice')}</dt>
            <dd>{data.final_price ? formatPrice(data.final_price) : '—'}</dd>
          </div>
          <div className="facts__row">
            <dt>{t('result.winner')}</dt>
            <dd>{data.winner_buyer_number ?? '—'}</dd>
          </div>
        </dl>
        {renderShare && <div className="lot-result__share">{renderShare(lot)}</div>}
      </div>
      {bids && data.outcome === 'not_finished' ? (
        // The bids of a running auction are published with its result; until then the live room
        // shows them (an empty table here read as "nobody bid" while people were bidding).
        <>
          <h2>{t('result.bids')}</h2>
          <p className="muted" data-testid="bids-after-end">
            {t('result.bidsAfterEnd')} <Link to={paths.gameView(lot.id)}>{t('result.watchLive')}</Link>
          </p>
        </>
      ) : finishedAuctionBids && bids ? (
        finishedAuctionBids(data)
      ) : (
        <PlainBids bids={data.bids} />
      )}
    </div>
  );
}

/** Every bid of the result in a plain table. */
function PlainBids({ bids }: { bids: LotResult['bids'] }) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <h2>{t('result.bids')}</h2>
      {bids.length === 0 ? (
        <p className="muted">{t('result.noBids')}</p>
      ) : (
        <table className="record-table">
          <caption className="visually-hidden">{t('result.bids')}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('result.buyer')}</th>
              <th scope="col" className="money">
                {t('result.amount')}
              </th>
              <th scope="col">{t('result.time')}</th>
            </tr>
          </thead>
          <tbody>
            {bids.map((bid) => (
              <tr key={bid.seq}>
                <td data-label="#">{bid.seq}</td>
                <td data-label={t('result.buyer')}>{bid.buyer_number}</td>
                <td data-label={t('result.amount')} className="money">
                  {formatPrice(bid.amount)}
                </td>
                <td data-label={t('result.time')}>{formatLotTime(bid.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
