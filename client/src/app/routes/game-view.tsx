import { GamePage } from '../../features/auction/components/game-page';
import { useLoginHref } from '../../features/session/hooks/use-login-href';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';
import { useIdParam } from './use-id-param';
import { NotFoundRoute } from './not-found';

/** /game-view/{id}: the live auction of a lot. */
export function GameViewRoute() {
  const lotId = useIdParam();
  const signedIn = useStoredUser() !== null;
  const loginHref = useLoginHref();
  if (lotId === null) return <NotFoundRoute />;
  return <GamePage key={lotId} lotId={lotId} signedIn={signedIn} loginHref={loginHref} />;
}
