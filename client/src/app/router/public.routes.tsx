import type { RouteObject } from 'react-router';
import { ROUTES } from '../../config/paths';
import { currentLanguage } from '../../lib/i18n';
import { page } from './page';

/**
 * The game page's live price comes over the socket: its connection (a WebSocket handshake, then
 * Socket.IO's own) is opened while the page's code and texts load and React renders, so the page
 * joins the auction the moment it mounts (issue 15: live price within 3 s on a mobile network).
 */
const openSocketEarly = () => import('../../lib/socket').then((socket) => socket.holdSocketOpen());

/**
 * On a first visit to the lot list, its list is asked for while the page's code loads, a render
 * earlier: its cards are the page's largest paint on a phone. A navigation from another page is
 * left to the page itself (the address is still the old one while the router loads the new page).
 */
async function fetchLotListEarly() {
  if (window.location.pathname !== ROUTES.lotList) return;
  const { getLotListEarly } = await import('../../features/lot-browse/api/shop-lots');
  getLotListEarly(new URLSearchParams(window.location.search));
}

/**
 * A help page's or news item's text is asked for while the page's code loads (a render earlier).
 * Only for the address being opened: the router calls this before the address changes on a
 * navigation, so then the page asks itself.
 */
async function fetchContentEarly() {
  const [, section, slug] = window.location.pathname.split('/');
  if ((section !== 'info' && section !== 'news') || !slug) return;
  const { warmPageContent } = await import('../../features/content');
  warmPageContent(decodeURIComponent(slug), currentLanguage());
}

/** The public site inside the main shell (navbar, footer): the catalogue, a lot, its game and the checks. */
export const publicRoutes: RouteObject[] = [
  {
    path: ROUTES.home,
    lazy: page(
      () => import('../routes/home'),
      (m) => m.HomeRoute,
      ['catalogue', 'info', 'app-link'],
    ),
  },
  {
    path: ROUTES.info,
    lazy: page(
      () => import('../routes/info'),
      (m) => m.InfoRoute,
      ['content'],
      fetchContentEarly,
    ),
  },
  {
    path: ROUTES.news,
    lazy: page(
      () => import('../routes/news'),
      (m) => m.NewsRoute,
      ['content'],
    ),
  },
  {
    path: ROUTES.newsItem,
    lazy: page(
      () => import('../routes/news'),
      (m) => m.NewsItemRoute,
      ['content'],
      fetchContentEarly,
    ),
  },
  {
    path: ROUTES.contact,
    lazy: page(
      () => import('../routes/contact'),
      (m) => m.ContactRoute,
    ),
  },
  {
    path: ROUTES.appLink,
    lazy: page(
      () => import('../routes/app-link'),
      (m) => m.AppLinkRoute,
      ['app-link'],
    ),
  },
  {
    path: ROUTES.lotList,
    lazy: page(
      () => import('../routes/lot-list'),
      (m) => m.LotListRoute,
      ['catalogue'],
      fetchLotListEarly,
    ),
  },
  {
    path: ROUTES.lotView,
    lazy: page(
      () => import('../routes/lot-view'),
      (m) => m.LotViewRoute,
      ['bans', 'cabinet', 'catalogue', 'purchases'],
    ),
  },
  {
    path: ROUTES.lotResult,
    lazy: page(
      () => import('../routes/lot-result'),
      (m) => m.LotResultRoute,
      ['bid-log', 'catalogue'],
    ),
  },
  {
    path: ROUTES.gameView,
    lazy: page(
      () => import('../routes/game-view'),
      (m) => m.GameViewRoute,
      ['auction'],
      openSocketEarly,
    ),
  },
  {
    path: ROUTES.favourites,
    lazy: page(
      () => import('../routes/favourites'),
      (m) => m.FavouritesRoute,
      ['catalogue'],
    ),
  },
  {
    path: ROUTES.checkProtocol,
    lazy: page(
      () => import('../routes/check-protocol'),
      (m) => m.CheckProtocolRoute,
      ['catalogue'],
    ),
  },
  {
    path: ROUTES.checkContract,
    lazy: page(
      () => import('../routes/check-contract'),
      (m) => m.CheckContractRoute,
      ['catalogue', 'contracts'],
    ),
  },
  {
    path: ROUTES.checkBlackList,
    lazy: page(
      () => import('../routes/check-black-list'),
      (m) => m.CheckBlackListRoute,
      ['catalogue'],
    ),
  },
];

/** Pages shown on their own, without the main shell. */
export const fullscreenRoutes: RouteObject[] = [
  // The single-sign-on hand-over's short wait (issue 28).
  {
    path: ROUTES.redirecting,
    lazy: page(
      () => import('../routes/redirecting'),
      (m) => m.RedirectingRoute,
      ['standing'],
    ),
  },
  {
    path: ROUTES.categories,
    lazy: page(
      () => import('../routes/categories'),
      (m) => m.CategoriesRoute,
    ),
  },
  {
    path: ROUTES.orderPreview,
    lazy: page(
      () => import('../routes/order-preview'),
      (m) => m.OrderPreviewRoute,
      ['catalogue', 'orders'],
    ),
  },
];
