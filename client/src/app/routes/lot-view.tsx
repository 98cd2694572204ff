import { LotViewPage } from '../../features/catalogue/components/lot-view-page';
import { useLoginHref } from '../../features/session/hooks/use-login-href';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';
import { useIdParam } from './use-id-param';
import { NotFoundRoute } from './not-found';

/** /lot-view/{id} */
export function LotViewRoute() {
  const lotId = useIdParam();
  const signedIn = useStoredUser() !== null;
  const loginHref = useLoginHref();
  if (lotId === null) return <NotFoundRoute />;
  return <LotViewPage key={lotId} lotId={lotId} signedIn={signedIn} loginHref={loginHref} />;
}
