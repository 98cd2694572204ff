import type { RouteObject } from 'react-router';
import { ROUTES } from '../../config/paths';
import { page } from './page';

/**
 * The signed-in person's cabinet pages under /profile (each page checks the role it needs itself).
 */
export const cabinetRoutes: RouteObject[] = [
  // The buyer's "current auctions" and track record (issue 28).
  {
    path: ROUTES.profileMyAuctions,
    lazy: page(
      () => import('../routes/profile/my-auctions'),
      (m) => m.ProfileMyAuctionsRoute,
      ['standing'],
    ),
  },
  {
    path: ROUTES.profileAchievements,
    lazy: page(
      () => import('../routes/profile/achievements'),
      (m) => m.ProfileAchievementsRoute,
      ['standing'],
    ),
  },
  {
    path: ROUTES.profileMessages,
    lazy: page(
      () => import('../routes/profile/messages'),
      (m) => m.ProfileMessagesRoute,
      ['cabinet'],
    ),
  },
  {
    path: ROUTES.profileSavedSearches,
    lazy: page(
      () => import('../routes/profile/saved-searches'),
      (m) => m.ProfileSavedSearchesRoute,
      ['catalogue'],
    ),
  },
  {
    path: ROUTES.profileActions,
    lazy: page(
      () => import('../routes/profile/actions'),
      (m) => m.ProfileActionsRoute,
      ['cabinet', 'action-log'],
    ),
  },
  {
    path: ROUTES.profileApplications,
    lazy: page(
      () => import('../routes/profile/applications'),
      (m) => m.ProfileApplicationsRoute,
      ['cabinet'],
    ),
  },
  {
    path: ROUTES.profileWinLots,
    lazy: page(
      () => import('../routes/profile/winlots'),
      (m) => m.ProfileWinLotsRoute,
      ['cabinet', 'winlots'],
    ),
  },
  {
    path: ROUTES.profileWinnerPayments,
    lazy: page(
      () => import('../routes/profile/winner-payments'),
      (m) => m.ProfileWinnerPaymentsRoute,
      ['cabinet', 'winlots'],
    ),
  },
  {
    path: ROUTES.profilePurchases,
    lazy: page(
      () => import('../routes/profile/purchases'),
      (m) => m.ProfilePurchasesRoute,
      ['cabinet', 'purchases'],
    ),
  },
  {
    path: ROUTES.profilePayments,
    lazy: page(
      () => import('../routes/profile/payments'),
      (m) => m.ProfilePaymentsRoute,
      ['cabinet', 'exports'],
    ),
  },
  {
    path: ROUTES.profileTransactions,
    lazy: page(
      () => import('../routes/profile/transactions'),
      (m) => m.ProfileTransactionsRoute,
      ['cabinet', 'exports'],
    ),
  },
  {
    path: ROUTES.profileRefunding,
    lazy: page(
      () => import('../routes/profile/refunding'),
      (m) => m.ProfileRefundingRoute,
      ['cabinet', 'cards'],
    ),
  },
  {
    path: ROUTES.profileTopUp,
    lazy: page(
      () => import('../routes/profile/top-up'),
      (m) => m.ProfileTopUpRoute,
      ['cabinet', 'standing', 'cards'],
    ),
  },
  {
    path: ROUTES.profilePersonalInfo,
    lazy: page(
      () => import('../routes/profile/personal-info'),
      (m) => m.ProfilePersonalInfoRoute,
      ['cabinet'],
    ),
  },
  {
    path: ROUTES.profileEditRequests,
    lazy: page(
      () => import('../routes/profile/edit-requests'),
      (m) => m.ProfileEditRequestsRoute,
      ['cabinet', 'edit-requests'],
    ),
  },
  {
    path: ROUTES.profileESignatureKeys,
    lazy: page(
      () => import('../routes/profile/e-signature-keys'),
      (m) => m.ProfileESignatureKeysRoute,
      ['consent'],
    ),
  },
  {
    path: ROUTES.profileSessions,
    lazy: page(
      () => import('../routes/profile/sessions'),
      (m) => m.ProfileSessionsRoute,
      ['cabinet'],
    ),
  },
  {
    path: ROUTES.profileNotifications,
    lazy: page(
      () => import('../routes/profile/notifications'),
      (m) => m.ProfileNotificationsRoute,
      ['cabinet', 'notices'],
    ),
  },
  {
    path: ROUTES.profileBans,
    lazy: page(
      () => import('../routes/profile/bans'),
      (m) => m.ProfileBansRoute,
      ['bans'],
    ),
  },
  {
    path: ROUTES.profileQrCodeProtocols,
    lazy: page(
      () => import('../routes/profile/qr-code-protocols'),
      (m) => m.ProfileQrCodeProtocolsRoute,
      ['cabinet', 'protocols', 'exports'],
    ),
  },
  {
    path: ROUTES.profileCustomerProtocols,
    lazy: page(
      () => import('../routes/profile/customer-protocols'),
      (m) => m.ProfileCustomerProtocolsRoute,
      ['cabinet', 'protocols', 'exports'],
    ),
  },
  {
    // The spec's "operator contracts": the customer's service contracts, signed with the e-signature.
    path: ROUTES.profileOperatorContracts,
    lazy: page(
      () => import('../routes/profile/operator-contracts'),
      (m) => m.ProfileOperatorContractsRoute,
      ['cabinet', 'contracts', 'consent'],
    ),
  },
  {
    path: ROUTES.profileOrders,
    lazy: page(
      () => import('../routes/profile/orders'),
      (m) => m.ProfileOrdersRoute,
      ['cabinet', 'orders', 'withdrawal'],
    ),
  },
  {
    path: ROUTES.profileOrder,
    lazy: page(
      () => import('../routes/profile/order-page'),
      (m) => m.ProfileOrderRoute,
      ['orders'],
    ),
  },
  {
    path: ROUTES.profileProtests,
    lazy: page(
      () => import('../routes/profile/protests'),
      (m) => m.ProfileProtestsRoute,
      ['cabinet', 'protests'],
    ),
  },
];
