/**
 * Every address of the app, in one place: the router's table (app/routes/*.routes.tsx) reads its
 * patterns from `ROUTES`, and links, redirects and menus build addresses with `paths`. The
 * addresses are public (bookmarks, QR codes on protocols, links in SMS and e-mail), so a change
 * here is a change of URL that needs a redirect from the old one.
 */
import { generatePath } from 'react-router';
import { LOT_TAB } from '@kimoshdi/shared/domain/lot/lot-tab-ids';

export const ROUTES = {
  home: '/home',
  info: '/info/:page',
  news: '/news',
  newsItem: '/news/:slug',
  contact: '/contact',
  appLink: '/app-link',
  categories: '/categories',
  lotList: '/lot-list',
  lotView: '/lot-view/:id',
  lotResult: '/lot-result/:id',
  gameView: '/game-view/:id',
  favourites: '/favourites',
  checkProtocol: '/check-protocol',
  checkContract: '/check-contract',
  checkBlackList: '/check-black-list',
  orderCreate: '/order-create',
  orderPreview: '/order-preview/:id',
  profile: '/profile',
  profileMessages: '/profile/messages',
  profileSavedSearches: '/profile/saved-searches',
  profileActions: '/profile/actions',
  profileApplications: '/profile/applications',
  profileWinLots: '/profile/winlots',
  profileWinnerPayments: '/profile/winner-payments',
  profilePurchases: '/profile/purchases',
  profilePayments: '/profile/payments',
  profileTransactions: '/profile/transactions',
  profileRefunding: '/profile/refunding',
  profileTopUp: '/profile/top-up',
  profilePersonalInfo: '/profile/personal-info',
  profileESignatureKeys: '/profile/e-signature-keys',
  profileSessions: '/profile/sessions',
  profileNotifications: '/profile/notifications',
  profileBans: '/profile/bans',
  profileQrCodeProtocols: '/profile/qr-code-protocols',
  profileCustomerProtocols: '/profile/customer-protocols',
  profileOperatorContracts: '/profile/operator-contracts',
  profileOrders: '/profile/orders',
  profileOrder: '/profile/orders/:tab/:id',
  profileProtests: '/profile/protests',
  profileMyAuctions: '/profile/my-auctions',
  profileAchievements: '/profile/achievements',
  profileEditRequests: '/profile/edit-requests',
  redirecting: '/redirecting',
  operatorRefunds: '/profile/operator/refunds',
  operatorLiveAuctions: '/profile/operator/live-auctions',
  operatorOrders: '/profile/operator/orders',
  operatorOrder: '/profile/operator/orders/:id',
  operatorProtocols: '/profile/operator/protocols',
  operatorLotReviews: '/profile/operator/lot-reviews',
  operatorProtests: '/profile/operator/protests',
  operatorPersonNotices: '/profile/operator/person-notices',
  operatorHelpPages: '/profile/operator/help-pages',
  operatorNews: '/profile/operator/news',
  operatorFooter: '/profile/operator/footer',
  operatorBhm: '/profile/operator/base-amount',
  operatorWorkingDays: '/profile/operator/working-days',
  operatorEditRequests: '/profile/operator/edit-requests',
} as const;

type Id = number | string;
type Query = URLSearchParams | Record<string, string>;

/** `base?query`, or `base` alone when the query is empty. */
function withQuery(base: string, query?: Query): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${base}?${search}` : base;
}

const byId = (pattern: string) => (id: Id) => generatePath(pattern, { id: String(id) });

export const paths = {
  home: ROUTES.home,
  info: (page: string) => generatePath(ROUTES.info, { page }),
  news: ROUTES.news,
  newsItem: (slug: string) => generatePath(ROUTES.newsItem, { slug }),
  contact: (query?: Query) => withQuery(ROUTES.contact, query),
  appLink: ROUTES.appLink,
  categories: ROUTES.categories,
  lotList: (query?: Query) => withQuery(ROUTES.lotList, query),
  /** The lot list as the menus open it: the current auctions' tab. */
  currentLots: withQuery(ROUTES.lotList, { i: String(LOT_TAB.CURRENT) }),
  lotView: byId(ROUTES.lotView),
  lotResult: byId(ROUTES.lotResult),
  gameView: byId(ROUTES.gameView),
  favourites: (query?: Query) => withQuery(ROUTES.favourites, query),
  checkProtocol: ROUTES.checkProtocol,
  checkBlackList: ROUTES.checkBlackList,
  orderCreate: (query?: Query) => withQuery(ROUTES.orderCreate, query),
  orderPreview: byId(ROUTES.orderPreview),
  profile: (query?: Query) => withQuery(ROUTES.profile, query),
  profileMessages: ROUTES.profileMessages,
  profileSavedSearches: ROUTES.profileSavedSearches,
  profileActions: ROUTES.profileActions,
  profileApplications: ROUTES.profileApplications,
  profileWinLots: ROUTES.profileWinLots,
  profileWinnerPayments: ROUTES.profileWinnerPayments,
  profilePurchases: ROUTES.profilePurchases,
  profilePayments: ROUTES.profilePayments,
  profileTransactions: ROUTES.profileTransactions,
  profileRefunding: ROUTES.profileRefunding,
  profileTopUp: ROUTES.profileTopUp,
  profilePersonalInfo: ROUTES.profilePersonalInfo,
  profileESignatureKeys: ROUTES.profileESignatureKeys,
  profileSessions: ROUTES.profileSessions,
  profileNotifications: ROUTES.profileNotifications,
  profileBans: ROUTES.profileBans,
  profileQrCodeProtocols: ROUTES.profileQrCodeProtocols,
  profileCustomerProtocols: ROUTES.profileCustomerProtocols,
  profileOperatorContracts: ROUTES.profileOperatorContracts,
  profileOrders: ROUTES.profileOrders,
  profileOrder: (tab: string, id: Id) => generatePath(ROUTES.profileOrder, { tab, id: String(id) }),
  profileProtests: ROUTES.profileProtests,
  profileMyAuctions: ROUTES.profileMyAuctions,
  profileAchievements: ROUTES.profileAchievements,
  profileEditRequests: ROUTES.profileEditRequests,
  /** The single-sign-on hand-over to a cabinet page (`target`: an auth-token target). */
  redirecting: (query?: Query) => withQuery(ROUTES.redirecting, query),
  operatorRefunds: ROUTES.operatorRefunds,
  operatorLiveAuctions: ROUTES.operatorLiveAuctions,
  operatorOrders: ROUTES.operatorOrders,
  operatorOrder: byId(ROUTES.operatorOrder),
  operatorProtocols: ROUTES.operatorProtocols,
  operatorLotReviews: ROUTES.operatorLotReviews,
  operatorProtests: ROUTES.operatorProtests,
  /** `?login=` (a phone or an e-mail): that person's notices at once. */
  operatorPersonNotices: (query?: Query) => withQuery(ROUTES.operatorPersonNotices, query),
  /** `?slug=&lang=`: the editor opens on that page and language. */
  operatorHelpPages: (query?: Query) => withQuery(ROUTES.operatorHelpPages, query),
  operatorNews: (query?: Query) => withQuery(ROUTES.operatorNews, query),
  operatorFooter: ROUTES.operatorFooter,
  operatorBhm: ROUTES.operatorBhm,
  operatorWorkingDays: ROUTES.operatorWorkingDays,
  operatorEditRequests: ROUTES.operatorEditRequests,
} as const;
