/**
 * Every address of the app, in one place: the router's table (app/routes/*.routes.tsx) reads its
 * patterns from `ROUTES` (shared's APP_ROUTES, which the server also matches to answer 404 for an
 * address the app does not know), and links, redirects and menus build addresses with `paths`.
 */
import { generatePath } from 'react-router';
import { LOT_TAB } from '@kimoshdi/shared/domain/lot/lot-tab-ids';
import { APP_ROUTES } from '@kimoshdi/shared/domain/navigation/app-routes';

export const ROUTES = APP_ROUTES;

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
