import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { Namespace } from '@kimoshdi/shared/i18n/languages';
import { RequireUser } from '../features/session/components/require-user';
import { loadNamespaces } from '../lib/i18n';
import { RouteErrorRoute } from './routes/route-error';
import { MainShell } from './shell/main-shell';
import { RootShell } from './shell/root-shell';

/**
 * A page's code and its texts, fetched together the first time the page is opened (issue 15: the
 * first load of any route at most 170 kB of JavaScript). The router renders the page only when
 * both are there, so it never shows raw keys; app/route-namespaces.test.ts checks each list
 * against the namespaces the page's files use (the shell's own come with lib/i18n.ts).
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly Namespace[] = [],
  warmUp?: () => Promise<unknown>,
) {
  return async () => {
    // Not awaited: whatever the page will need next starts while its code and texts arrive.
    void warmUp?.();
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}

/**
 * The game page's live price comes over the socket: its connection (a WebSocket handshake, then
 * Socket.IO's own) is opened while the page's code and texts load and React renders, so the page
 * joins the auction the moment it mounts (issue 15: live price within 3 s on a mobile network).
 */
const openSocketEarly = () => import('../lib/socket').then((socket) => socket.holdSocketOpen());

/**
 * On a first visit to the lot list, its list is asked for while the page's code loads, a render
 * earlier: its cards are the page's largest paint on a phone. A navigation from another page is
 * left to the page itself (the address is still the old one while the router loads the new page).
 */
async function fetchLotListEarly() {
  if (window.location.pathname !== '/lot-list') return;
  const { getLotListEarly } = await import('../features/catalogue/api/shop-lots');
  getLotListEarly(new URLSearchParams(window.location.search));
}

function NothingYet() {
  return null;
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootShell />,
      // Until the first page's code and texts are there, nothing is shown (never raw keys).
      HydrateFallback: NothingYet,
      errorElement: <RouteErrorRoute />,
      children: [
        { path: '/', element: <Navigate to="/home" replace /> },
        {
          element: <MainShell />,
          children: [
            {
              path: 'home',
              lazy: page(
                () => import('./routes/home'),
                (m) => m.HomeRoute,
                ['catalogue', 'info'],
              ),
            },
            {
              path: 'info/:page',
              lazy: page(
                () => import('./routes/info'),
                (m) => m.InfoRoute,
                ['info'],
              ),
            },
            {
              path: 'contact',
              lazy: page(
                () => import('./routes/contact'),
                (m) => m.ContactRoute,
              ),
            },
            {
              path: 'app-link',
              lazy: page(
                () => import('./routes/app-link'),
                (m) => m.AppLinkRoute,
              ),
            },
            {
              path: 'lot-list',
              lazy: page(
                () => import('./routes/lot-list'),
                (m) => m.LotListRoute,
                ['catalogue'],
                fetchLotListEarly,
              ),
            },
            {
              path: 'lot-view/:id',
              lazy: page(
                () => import('./routes/lot-view'),
                (m) => m.LotViewRoute,
                ['bans', 'cabinet', 'catalogue', 'protests', 'purchases', 'repeat'],
              ),
            },
            {
              path: 'lot-result/:id',
              lazy: page(
                () => import('./routes/lot-result'),
                (m) => m.LotResultRoute,
                ['bid-log', 'catalogue'],
              ),
            },
            {
              path: 'game-view/:id',
              lazy: page(
                () => import('./routes/game-view'),
                (m) => m.GameViewRoute,
                ['auction', 'catalogue'],
                openSocketEarly,
              ),
            },
            {
              path: 'favourites',
              lazy: page(
                () => import('./routes/favourites'),
                (m) => m.FavouritesRoute,
                ['catalogue'],
              ),
            },
            {
              path: 'check-protocol',
              lazy: page(
                () => import('./routes/check-protocol'),
                (m) => m.CheckProtocolRoute,
                ['catalogue'],
              ),
            },
            {
              path: 'check-black-list',
              lazy: page(
                () => import('./routes/check-black-list'),
                (m) => m.CheckBlackListRoute,
                ['catalogue'],
              ),
            },
            {
              path: 'order-create',
              element: <RequireUser />,
              children: [
                {
                  index: true,
                  lazy: page(
                    () => import('./routes/order-create'),
                    (m) => m.OrderCreateRoute,
                    ['files', 'orders'],
                  ),
                },
              ],
            },
            {
              path: 'profile',
              element: <RequireUser />,
              children: [
                {
                  lazy: page(
                    () => import('./routes/profile/layout'),
                    (m) => m.ProfileLayoutRoute,
                    ['bans', 'cabinet'],
                  ),
                  children: [
                    {
                      index: true,
                      lazy: page(
                        () => import('./routes/profile/index'),
                        (m) => m.ProfileIndexRoute,
                      ),
                    },
                    {
                      path: 'messages',
                      lazy: page(
                        () => import('./routes/profile/messages'),
                        (m) => m.ProfileMessagesRoute,
                        ['cabinet'],
                      ),
                    },
                    {
                      path: 'saved-searches',
                      lazy: page(
                        () => import('./routes/profile/saved-searches'),
                        (m) => m.ProfileSavedSearchesRoute,
                        ['catalogue'],
                      ),
                    },
                    {
                      path: 'actions',
                      lazy: page(
                        () => import('./routes/profile/actions'),
                        (m) => m.ProfileActionsRoute,
                        ['cabinet'],
                      ),
                    },
                    {
                      path: 'applications',
                      lazy: page(
                        () => import('./routes/profile/applications'),
                        (m) => m.ProfileApplicationsRoute,
                        ['cabinet'],
                      ),
                    },
                    {
                      path: 'winlots',
                      lazy: page(
                        () => import('./routes/profile/winlots'),
                        (m) => m.ProfileWinLotsRoute,
                        ['cabinet', 'winlots'],
                      ),
                    },
                    {
                      path: 'winner-payments',
                      lazy: page(
                        () => import('./routes/profile/winner-payments'),
                        (m) => m.ProfileWinnerPaymentsRoute,
                        ['cabinet', 'winlots'],
                      ),
                    },
                    {
                      path: 'purchases',
                      lazy: page(
                        () => import('./routes/profile/purchases'),
                        (m) => m.ProfilePurchasesRoute,
                        ['cabinet', 'purchases'],
                      ),
                    },
                    {
                      path: 'payments',
                      lazy: page(
                        () => import('./routes/profile/payments'),
                        (m) => m.ProfilePaymentsRoute,
                        ['cabinet'],
                      ),
                    },
                    {
                      path: 'transactions',
                      lazy: page(
                        () => import('./routes/profile/transactions'),
                        (m) => m.ProfileTransactionsRoute,
                        ['cabinet'],
                      ),
                    },
                    {
                      path: 'refunding',
                      lazy: page(
                        () => import('./routes/profile/refunding'),
                        (m) => m.ProfileRefundingRoute,
                        ['cabinet'],
                      ),
                    },
                    {
                      path: 'top-up',
                      lazy: page(
                        () => import('./routes/profile/top-up'),
                        (m) => m.ProfileTopUpRoute,
                        ['cabinet'],
                      ),
                    },
                    {
                      path: 'personal-info',
                      lazy: page(
                        () => import('./routes/profile/personal-info'),
                        (m) => m.ProfilePersonalInfoRoute,
                        ['cabinet'],
                      ),
                    },
                    {
                      path: 'e-signature-keys',
                      lazy: page(
                        () => import('./routes/profile/e-signature-keys'),
                        (m) => m.ProfileESignatureKeysRoute,
                        ['consent'],
                      ),
                    },
                    {
                      path: 'sessions',
                      lazy: page(
                        () => import('./routes/profile/sessions'),
                        (m) => m.ProfileSessionsRoute,
                        ['cabinet'],
                      ),
                    },
                    {
                      path: 'bans',
                      lazy: page(
                        () => import('./routes/profile/bans'),
                        (m) => m.ProfileBansRoute,
                        ['bans'],
                      ),
                    },
                    {
                      path: 'operator/refunds',
                      lazy: page(
                        () => import('./routes/profile/operator-refunds'),
                        (m) => m.ProfileOperatorRefundsRoute,
                        ['cabinet'],
                      ),
                    },
                    {
                      path: 'operator/live-auctions',
                      lazy: page(
                        () => import('./routes/profile/operator-live-auctions'),
                        (m) => m.ProfileOperatorLiveAuctionsRoute,
                        ['auction'],
                      ),
                    },
                    {
                      path: 'operator/orders',
                      lazy: page(
                        () => import('./routes/profile/operator-orders'),
                        (m) => m.ProfileOperatorOrdersRoute,
                        ['cabinet', 'moderation', 'orders'],
                      ),
                    },
                    {
                      path: 'operator/orders/:id',
                      lazy: page(
                        () => import('./routes/profile/operator-order'),
                        (m) => m.ProfileOperatorOrderRoute,
                        ['cabinet', 'moderation', 'orders'],
                      ),
                    },
                    {
                      path: 'qr-code-protocols',
                      lazy: page(
                        () => import('./routes/profile/qr-code-protocols'),
                        (m) => m.ProfileQrCodeProtocolsRoute,
                        ['cabinet', 'protocols'],
                      ),
                    },
                    {
                      path: 'customer-protocols',
                      lazy: page(
                        () => import('./routes/profile/customer-protocols'),
                        (m) => m.ProfileCustomerProtocolsRoute,
                        ['cabinet', 'protocols'],
                      ),
                    },
                    {
                      path: 'operator/protocols',
                      lazy: page(
                        () => import('./routes/profile/operator-protocols'),
                        (m) => m.ProfileOperatorProtocolsRoute,
                        ['cabinet', 'protocols'],
                      ),
                    },
                    {
                      path: 'orders',
                      lazy: page(
                        () => import('./routes/profile/orders'),
                        (m) => m.ProfileOrdersRoute,
                        ['cabinet', 'orders', 'withdrawal'],
                      ),
                    },
                    {
                      path: 'orders/:tab/:id',
                      lazy: page(
                        () => import('./routes/profile/order-page'),
                        (m) => m.ProfileOrderRoute,
                        ['orders'],
                      ),
                    },
                    {
                      path: 'protests',
                      lazy: page(
                        () => import('./routes/profile/protests'),
                        (m) => m.ProfileProtestsRoute,
                        ['cabinet', 'protests'],
                      ),
                    },
                    {
                      path: 'operator/protests',
                      lazy: page(
                        () => import('./routes/profile/operator-protests'),
                        (m) => m.ProfileOperatorProtestsRoute,
                        ['cabinet', 'moderation', 'orders', 'protests'],
                      ),
                    },
                  ],
                },
                // Cabinet pages of later issues are not found until built.
                {
                  path: '*',
                  lazy: page(
                    () => import('./routes/not-found'),
                    (m) => m.NotFoundRoute,
                  ),
                },
              ],
            },
            {
              path: '*',
              lazy: page(
                () => import('./routes/not-found'),
                (m) => m.NotFoundRoute,
              ),
            },
          ],
        },
        {
          path: 'categories',
          lazy: page(
            () => import('./routes/categories'),
            (m) => m.CategoriesRoute,
          ),
        },
        {
          path: 'order-preview/:id',
          lazy: page(
            () => import('./routes/order-preview'),
            (m) => m.OrderPreviewRoute,
            ['catalogue', 'orders'],
          ),
        },
      ],
    },
  ]);
}
