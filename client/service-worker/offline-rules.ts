/**
 * What the service worker keeps and shows (client/service-worker/sw.ts), as plain rules the unit
 * tests read: which pages and API answers a lot page needs offline, and a push as a notification.
 */

/** The pages kept for offline (the offline page lists the lot pages among them). */
export const PAGES_CACHE = 'kimoshdi-pages';
/** Shown for a page neither the network nor the cache has (client/public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';

/**
 * Addresses the server answers itself, never with the app: its API (a protocol's or a receipt's
 * PDF opened in a tab is a navigation too), files, the build's assets, the socket, the development
 * stand-ins' pages.
 */
const SERVER_PREFIXES = ['/api/', '/static/', '/files/', '/assets/', '/socket.io/', '/dev/'];

/**
 * Whether a navigation is to one of the app's pages, kept for offline (the app's shell: it carries
 * nobody's data). Anything else (a person's PDF, a file) is neither kept nor answered offline.
 */
export function isAppPage(pathname: string): boolean {
  return (
    !SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
    // The site's own files at its root (the offline page, the manifest, the worker itself).
    !/\/[^/]+\.[a-z\d]+$/i.test(pathname)
  );
}

/** A lot's pages: its card, its live auction, its result. */
const LOT_PAGE = /^\/(lot-view|game-view|lot-result)\/\d+\/?$/;

/** The public reads those pages make (api/shop/...), each keyed by the lot in its query. */
const LOT_API = new Set([
  '/api/shop/lot-card/details',
  '/api/shop/lot-card/tab-details',
  '/api/shop/shop-lots/sub-lot-list',
  '/api/shop/shop-lots/similar-lot-list',
  '/api/shop/shop-lots/result',
  '/api/shop/shop-lots/flows',
  '/api/shop/shop-lots/bid-log',
  '/api/shop/game-view/base',
  '/api/shop/game-view/lot-game-info',
  '/api/shop/game-view/price-history',
]);

/** Whether a path is a lot page (`page`) or one of the reads a lot page makes (`api`). */
export function isLotPagePath(pathname: string, search: string, kind: 'page' | 'api'): boolean {
  if (kind === 'page') return LOT_PAGE.test(pathname);
  return LOT_API.has(pathname) && /[?&]lot_id=\d+/.test(search);
}

/** What the platform's push carries (server/src/modules/outbox/push-transport.ts). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/**
 * A push as the notification the worker shows. Its page must be on this site (anything else
 * opens the home page), and the same notice's tag replaces the one shown before.
 */
export function pushNotification(
  payload: Partial<PushPayload>,
  origin: string,
): { title: string; options: NotificationOptions & { data: { url: string } } } {
  let url = `${origin}/home`;
  try {
    const target = new URL(payload.url ?? '/home', origin);
    if (target.origin === origin) url = target.href;
  } catch {
    // Not a URL: the home page.
  }
  return {
    title: payload.title?.trim() || 'Kimoshdi',
    options: {
      body: payload.body ?? '',
      icon: '/icons/apple-touch-icon.png',
      badge: '/icons/icon.svg',
      ...(payload.tag ? { tag: payload.tag } : {}),
      data: { url },
    },
  };
}
