import type { RouteObject } from 'react-router';
import { ROUTES } from '../../config/paths';
import { page } from './page';

/**
 * The operator's desk under /profile/operator (refunds, live auctions, moderation, protocols,
 * protests, a person's notices); each page sends anyone but an operator back to the cabinet.
 */
export const operatorRoutes: RouteObject[] = [
  {
    path: ROUTES.operatorRefunds,
    lazy: page(
      () => import('../routes/profile/operator-refunds'),
      (m) => m.ProfileOperatorRefundsRoute,
      ['cabinet', 'exports'],
    ),
  },
  {
    path: ROUTES.operatorLiveAuctions,
    lazy: page(
      () => import('../routes/profile/operator-live-auctions'),
      (m) => m.ProfileOperatorLiveAuctionsRoute,
      ['auction'],
    ),
  },
  {
    path: ROUTES.operatorOrders,
    lazy: page(
      () => import('../routes/profile/operator-orders'),
      (m) => m.ProfileOperatorOrdersRoute,
      ['cabinet', 'moderation', 'orders', 'exports'],
    ),
  },
  {
    path: ROUTES.operatorOrder,
    lazy: page(
      () => import('../routes/profile/operator-order'),
      (m) => m.ProfileOperatorOrderRoute,
      ['cabinet', 'moderation', 'orders'],
    ),
  },
  {
    path: ROUTES.operatorProtocols,
    lazy: page(
      () => import('../routes/profile/operator-protocols'),
      (m) => m.ProfileOperatorProtocolsRoute,
      ['cabinet', 'protocols', 'exports'],
    ),
  },
  {
    path: ROUTES.operatorLotReviews,
    lazy: page(
      () => import('../routes/profile/operator-lot-reviews'),
      (m) => m.ProfileOperatorLotReviewsRoute,
      ['cabinet', 'catalogue', 'exports', 'lot-reviews'],
    ),
  },
  {
    path: ROUTES.operatorProtests,
    lazy: page(
      () => import('../routes/profile/operator-protests'),
      (m) => m.ProfileOperatorProtestsRoute,
      ['cabinet', 'moderation', 'orders', 'protests', 'exports'],
    ),
  },
  {
    path: ROUTES.operatorEditRequests,
    lazy: page(
      () => import('../routes/profile/operator-edit-requests'),
      (m) => m.ProfileOperatorEditRequestsRoute,
      ['cabinet', 'edit-requests', 'exports'],
    ),
  },
  {
    path: ROUTES.operatorPersonNotices,
    lazy: page(
      () => import('../routes/profile/operator-person-notices'),
      (m) => m.ProfileOperatorPersonNoticesRoute,
      ['cabinet', 'notices', 'operator-notices'],
    ),
  },
  {
    path: ROUTES.operatorHelpPages,
    lazy: page(
      () => import('../routes/profile/operator-help-pages'),
      (m) => m.ProfileOperatorHelpPagesRoute,
      ['cabinet', 'content'],
    ),
  },
  {
    path: ROUTES.operatorNews,
    lazy: page(
      () => import('../routes/profile/operator-news'),
      (m) => m.ProfileOperatorNewsRoute,
      ['cabinet', 'content'],
    ),
  },
  {
    path: ROUTES.operatorFooter,
    lazy: page(
      () => import('../routes/profile/operator-footer'),
      (m) => m.ProfileOperatorFooterRoute,
      ['cabinet', 'content'],
    ),
  },
  {
    path: ROUTES.operatorBhm,
    lazy: page(
      () => import('../routes/profile/operator-bhm'),
      (m) => m.ProfileOperatorBhmRoute,
      ['cabinet', 'calendar'],
    ),
  },
  {
    path: ROUTES.operatorWorkingDays,
    lazy: page(
      () => import('../routes/profile/operator-working-days'),
      (m) => m.ProfileOperatorWorkingDaysRoute,
      ['cabinet', 'calendar'],
    ),
  },
];
