import { ApplicationPanel } from '../../features/applications/components/application-panel';
import { LotViewPage } from '../../features/lot-page/components/lot-view-page';
import { BuyPanel } from '../../features/purchases/components/buy-panel';
import { ProtestPanel } from '../../features/protests';
import { useLoginHref } from '../../features/session/hooks/use-login-href';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';
import { useBalanceStore } from '../../features/session/stores/balance-store';
import { useIdParam } from './use-id-param';
import { NotFoundRoute } from './not-found';

/**
 * /lot-view/{id}: the catalogue's lot page with the auction's application panel in it, or a
 * fixed-price lot's one-click purchase; once the trade has ended, a participant's protest.
 */
export function LotViewRoute() {
  const lotId = useIdParam();
  const signedIn = useStoredUser() !== null;
  const loginHref = useLoginHref();
  const reloadBalance = useBalanceStore((state) => state.load);
  if (lotId === null) return <NotFoundRoute />;
  return (
    <LotViewPage
      key={lotId}
      lotId={lotId}
      signedIn={signedIn}
      loginHref={loginHref}
      renderApplication={(lot) => (
        <ApplicationPanel lot={lot} signedIn={signedIn} onBalanceChanged={() => void reloadBalance()} />
      )}
      renderPurchase={(lot, reload) => (
        <BuyPanel
          lot={lot}
          signedIn={signedIn}
          loginHref={loginHref}
          onBought={() => {
            reload();
            void reloadBalance();
          }}
        />
      )}
      renderAfterTrade={(lot) => <ProtestPanel lot={lot} />}
    />
  );
}
