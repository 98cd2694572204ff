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
      ['cabinet'],
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
      ['cabinet', 'moderation', 'orders'],
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
      ['cabinet', 'protocols'],
    ),
  },
  {
    path: ROUTES.operatorProtests,
    lazy: page(
      () => import('../routes/profile/operator-protests'),
      (m) => m.ProfileOperatorProtestsRoute,
      ['cabinet', 'moderation', 'orders', 'protests'],
    ),
  },
  {
    path: ROUTES.operatorPersonNotices,
    lazy: page(
      () => import('../routes/profile/operator-person-notices'),
      (m) => m.ProfileOperatorPersonNoticesRoute,
      ['cabinet', 'notices'],
    ),
  },
];
