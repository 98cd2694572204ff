import { LotResultPage } from '../../features/catalogue/components/lot-result-page';
import { useIdParam } from './use-id-param';
import { NotFoundRoute } from './not-found';

/** /lot-result/{id} */
export function LotResultRoute() {
  const lotId = useIdParam();
  if (lotId === null) return <NotFoundRoute />;
  return <LotResultPage key={lotId} lotId={lotId} />;
}
