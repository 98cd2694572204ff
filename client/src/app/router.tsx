import { createBrowserRouter, Navigate } from 'react-router';
import { RequireUser } from '../features/session/components/require-user';
import { AppLinkRoute } from './routes/app-link';
import { CategoriesRoute } from './routes/categories';
import { CheckBlackListRoute } from './routes/check-black-list';
import { CheckProtocolRoute } from './routes/check-protocol';
import { ContactRoute } from './routes/contact';
import { FavouritesRoute } from './routes/favourites';
import { GameViewRoute } from './routes/game-view';
import { HomeRoute } from './routes/home';
import { InfoRoute } from './routes/info';
import { LotListRoute } from './routes/lot-list';
import { LotResultRoute } from './routes/lot-result';
import { LotViewRoute } from './routes/lot-view';
import { NotFoundRoute } from './routes/not-found';
import { OrderCreateRoute } from './routes/order-create';
import { OrderPreviewRoute } from './routes/order-preview';
import { ProfileActionsRoute } from './routes/profile/actions';
import { ProfileApplicationsRoute } from './routes/profile/applications';
import { ProfileBansRoute } from './routes/profile/bans';
import { ProfileCustomerProtocolsRoute } from './routes/profile/customer-protocols';
import { ProfileESignatureKeysRoute } from './routes/profile/e-signature-keys';
import { ProfileIndexRoute } from './routes/profile/index';
import { ProfileLayoutRoute } from './routes/profile/layout';
import { ProfileMessagesRoute } from './routes/profile/messages';
import { ProfileSavedSearchesRoute } from './routes/profile/saved-searches';
import { ProfileOrderRoute } from './routes/profile/order-page';
import { ProfileOrdersRoute } from './routes/profile/orders';
import { ProfileOperatorLiveAuctionsRoute } from './routes/profile/operator-live-auctions';
import { ProfileOperatorOrderRoute } from './routes/profile/operator-order';
import { ProfileOperatorOrdersRoute } from './routes/profile/operator-orders';
import { ProfileOperatorProtocolsRoute } from './routes/profile/operator-protocols';
import { ProfileOperatorRefundsRoute } from './routes/profile/operator-refunds';
import { ProfilePaymentsRoute } from './routes/profile/payments';
import { ProfilePersonalInfoRoute } from './routes/profile/personal-info';
import { ProfileQrCodeProtocolsRoute } from './routes/profile/qr-code-protocols';
import { ProfileRefundingRoute } from './routes/profile/refunding';
import { ProfileTopUpRoute } from './routes/profile/top-up';
import { ProfileTransactionsRoute } from './routes/profile/transactions';
import { ProfileWinLotsRoute } from './routes/profile/winlots';
import { ProfilePurchasesRoute } from './routes/profile/purchases';
import { ProfileProtestsRoute } from './routes/profile/protests';
import { ProfileOperatorProtestsRoute } from './routes/profile/operator-protests';
import { ProfileWinnerPaymentsRoute } from './routes/profile/winner-payments';
import { RouteErrorRoute } from './routes/route-error';
import { MainShell } from './shell/main-shell';
import { RootShell } from './shell/root-shell';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootShell />,
      errorElement: <RouteErrorRoute />,
      children: [
        { path: '/', element: <Navigate to="/home" replace /> },
        {
          element: <MainShell />,
          children: [
            { path: 'home', element: <HomeRoute /> },
            { path: 'info/:page', element: <InfoRoute /> },
            { path: 'contact', element: <ContactRoute /> },
            { path: 'app-link', element: <AppLinkRoute /> },
            { path: 'lot-list', element: <LotListRoute /> },
            { path: 'lot-view/:id', element: <LotViewRoute /> },
            { path: 'lot-result/:id', element: <LotResultRoute /> },
            { path: 'game-view/:id', element: <GameViewRoute /> },
            { path: 'favourites', element: <FavouritesRoute /> },
            { path: 'check-protocol', element: <CheckProtocolRoute /> },
            { path: 'check-black-list', element: <CheckBlackListRoute /> },
            {
              path: 'order-create',
              element: (
                <RequireUser>
                  <OrderCreateRoute />
                </RequireUser>
              ),
            },
            {
              path: 'profile',
              element: <RequireUser />,
              children: [
                {
                  element: <ProfileLayoutRoute />,
                  children: [
                    { index: true, element: <ProfileIndexRoute /> },
                    { path: 'messages', element: <ProfileMessagesRoute /> },
                    { path: 'saved-searches', element: <ProfileSavedSearchesRoute /> },
                    { path: 'actions', element: <ProfileActionsRoute /> },
                    { path: 'applications', element: <ProfileApplicationsRoute /> },
                    { path: 'winlots', element: <ProfileWinLotsRoute /> },
                    { path: 'winner-payments', element: <ProfileWinnerPaymentsRoute /> },
                    { path: 'purchases', element: <ProfilePurchasesRoute /> },
                    { path: 'payments', element: <ProfilePaymentsRoute /> },
                    { path: 'transactions', element: <ProfileTransactionsRoute /> },
                    { path: 'refunding', element: <ProfileRefundingRoute /> },
                    { path: 'top-up', element: <ProfileTopUpRoute /> },
                    { path: 'personal-info', element: <ProfilePersonalInfoRoute /> },
                    { path: 'e-signature-keys', element: <ProfileESignatureKeysRoute /> },
                    { path: 'bans', element: <ProfileBansRoute /> },
                    { path: 'operator/refunds', element: <ProfileOperatorRefundsRoute /> },
                    { path: 'operator/live-auctions', element: <ProfileOperatorLiveAuctionsRoute /> },
                    { path: 'operator/orders', element: <ProfileOperatorOrdersRoute /> },
                    { path: 'operator/orders/:id', element: <ProfileOperatorOrderRoute /> },
                    { path: 'qr-code-protocols', element: <ProfileQrCodeProtocolsRoute /> },
                    { path: 'customer-protocols', element: <ProfileCustomerProtocolsRoute /> },
                    { path: 'operator/protocols', element: <ProfileOperatorProtocolsRoute /> },
                    { path: 'orders', element: <ProfileOrdersRoute /> },
                    { path: 'orders/:tab/:id', element: <ProfileOrderRoute /> },
                    { path: 'protests', element: <ProfileProtestsRoute /> },
                    { path: 'operator/protests', element: <ProfileOperatorProtestsRoute /> },
                  ],
                },
                // Cabinet pages of later issues are not found until built.
                { path: '*', element: <NotFoundRoute /> },
              ],
            },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
        { path: 'categories', element: <CategoriesRoute /> },
        { path: 'order-preview/:id', element: <OrderPreviewRoute /> },
      ],
    },
  ]);
}
