import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { LoadFailed } from '../../../components/ui/load-failed';
import { paths } from '../../../config/paths';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { getCurrentAuctions } from '../../../features/standing/api/standing';
import { CurrentAuctionList } from '../../../features/standing/components/current-auction-list';

/** /profile/my-auctions: the buyer's "current auctions", live ones first, each with its countdown. */
export function ProfileMyAuctionsRoute() {
  const { t } = useTranslation('standing');
  const list = useKeyedLoad('current-auctions', () => getCurrentAuctions());
  return (
    <CabinetPage title={t('myAuctions.title')}>
      <p className="lead">{t('myAuctions.lead')}</p>
      {list.error !== undefined && list.error !== null && !list.data ? (
        <LoadFailed
          message={t('myAuctions.loadFailed')}
          retry={t('myAuctions.retry')}
          onRetry={list.reload}
        />
      ) : list.data === undefined ? (
        <p className="muted" role="status" aria-busy="true" />
      ) : list.data.items.length === 0 ? (
        <div className="current-auctions-empty" data-testid="current-auctions-empty">
          <p>{t('myAuctions.empty')}</p>
          <Link className="button button--primary" to={paths.currentLots}>
            {t('myAuctions.browse')}
          </Link>
        </div>
      ) : (
        <CurrentAuctionList items={list.data.items} />
      )}
    </CabinetPage>
  );
}
