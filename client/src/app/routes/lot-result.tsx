import { BidLogSection } from '../../features/bid-log/components/bid-log-section';
import { LotResultPage } from '../../features/lot-result/components/lot-result-page';
import { useIdParam } from './use-id-param';
import { NotFoundRoute } from './not-found';

/** /lot-result/{id}: the result, and for a finished auction its public bid log with the replay. */
export function LotResultRoute() {
  const lotId = useIdParam();
  if (lotId === null) return <NotFoundRoute />;
  return (
    <LotResultPage
      key={lotId}
      lotId={lotId}
      finishedAuctionBids={(result) => <BidLogSection lotId={result.lot.id} />}
    />
  );
}
