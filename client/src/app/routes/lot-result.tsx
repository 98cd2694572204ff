import { Later } from '../../components/lots/later-part';
import { BidLogSection } from '../../features/bid-log/components/bid-log-section';
import { LotResultPage } from '../../features/lot-result/components/lot-result-page';
import { useIdParam } from './use-id-param';
import { NotFoundRoute } from './not-found';
import { paths } from '../../config/paths';
import { lazyWithTexts } from '../../lib/lazy-with-texts';

// As on the lot page: fetched after the page, with its texts.
const ShareLotButton = lazyWithTexts(
  () => import('../../components/share/share-lot-button').then((m) => m.ShareLotButton),
  ['share'],
);

/** /lot-result/{id}: the result, and for a finished auction its public bid log with the replay. */
export function LotResultRoute() {
  const lotId = useIdParam();
  if (lotId === null) return <NotFoundRoute />;
  return (
    <LotResultPage
      key={lotId}
      lotId={lotId}
      finishedAuctionBids={(result) => <BidLogSection lotId={result.lot.id} />}
      renderShare={(lot) => (
        <Later>
          <ShareLotButton lotNumber={lot.lot_number} name={lot.name} path={paths.lotResult(lot.id)} />
        </Later>
      )}
    />
  );
}
