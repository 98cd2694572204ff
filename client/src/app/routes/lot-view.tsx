import { ApplicationPanel } from '../../features/applications/components/application-panel';
import { useEffect } from 'react';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { useProfileStore } from '../../features/cabinet/stores/profile-store';
import { LotViewPage } from '../../features/lot-page/components/lot-view-page';
import { useLoginHref } from '../../features/session/hooks/use-login-href';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';
import { useBalanceStore } from '../../features/session/stores/balance-store';
import { useIdParam } from './use-id-param';
import { NotFoundRoute } from './not-found';
import { lazyWithTexts } from '../../lib/lazy-with-texts';
import { Later } from '../../components/lots/later-part';
import { paths } from '../../config/paths';

// Operators only: its code and texts come when an operator opens a lot, not in every visitor's load.
const SuspendLotButton = lazyWithTexts(
  () => import('../../features/lot-reviews/components/suspend-lot-button').then((m) => m.SuspendLotButton),
  ['lot-reviews'],
);

// A signed-in participant's, once the trade has ended: few visits show it, so its code and texts
// come when it does, not in every visitor's load (issue 15: the lot page's first load is near its budget).
const ProtestPanel = lazyWithTexts(
  () => import('../../features/protests').then((m) => m.ProtestPanel),
  ['protests'],
);

// A fixed-price lot's only: with it static, its stylesheet blocked the first paint of every lot
// page, auctions included (issue 29).
const BuyPanel = lazyWithTexts(
  () => import('../../features/purchases/components/buy-panel').then((m) => m.BuyPanel),
  ['purchases'],
);

// Every visitor's, but after the page: the lot page's first load is at its budget (issue 15).
const ShareLotButton = lazyWithTexts(
  () => import('../../components/share/share-lot-button').then((m) => m.ShareLotButton),
  ['share'],
);

/**
 * /lot-view/{id}: the catalogue's lot page with the auction's application panel in it, or a
 * fixed-price lot's one-click purchase; once the trade has ended, a participant's protest.
 */
export function LotViewRoute() {
  const lotId = useIdParam();
  const signedIn = useStoredUser() !== null;
  const loginHref = useLoginHref();
  const reloadBalance = useBalanceStore((state) => state.load);
  // The operator's suspend button needs the role, which the profile carries (loaded once per visit).
  const profile = useProfileStore((state) => state.profile);
  const profileFailed = useProfileStore((state) => state.failed);
  const loadProfile = useProfileStore((state) => state.load);
  useEffect(() => {
    if (signedIn && !profile && !profileFailed) void loadProfile();
  }, [signedIn, profile, profileFailed, loadProfile]);
  const operator = profile !== null && isOperator(profile.role);
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
        <Later>
          <BuyPanel
            lot={lot}
            signedIn={signedIn}
            loginHref={loginHref}
            onBought={() => {
              reload();
              void reloadBalance();
            }}
          />
        </Later>
      )}
      renderAfterTrade={(lot) => (
        <Later>
          <ProtestPanel lot={lot} />
        </Later>
      )}
      renderOperator={
        operator
          ? (lot, reload) => (
              <Later>
                <SuspendLotButton lot={lot} onSuspended={reload} />
              </Later>
            )
          : undefined
      }
      renderShare={(lot) => (
        <Later>
          <ShareLotButton lotNumber={lot.lot_number} name={lot.name} path={paths.lotView(lot.id)} />
        </Later>
      )}
    />
  );
}
