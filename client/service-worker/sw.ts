/**
 * The service worker (issue 27), built to /sw.js by vite-plugin-pwa (client/vite.config.ts):
 *
 * - **Web push**: shows each push the platform sends (modules/outbox/push-transport.ts: a title, a
 *   body, the page it opens, a tag so that the same notice replaces itself) and opens that page on a
 *   click, in a tab of the site that is open already when there is one.
 * - **An offline shell for the installed app**: pages are read from the network first and the last
 *   ones seen are kept with the scripts, styles and lot data they used, so a lot page seen before
 *   opens without a connection; any other page then shows /offline.html, which lists them. No
 *   cabinet answer is kept, and what a lot page showed the person (a favourite's mark, their
 *   application) is dropped at sign-out (client/src/lib/service-worker.ts), so a shared phone keeps
 *   nobody's data.
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  isAppPage,
  isLotPagePath,
  OFFLINE_PAGE,
  PAGES_CACHE,
  pushNotification,
  type PushPayload,
} from './offline-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The offline page and the icons, kept at install; the rest as it is used.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const ok = new CacheableResponsePlugin({ statuses: [200] });

// The app's pages: the network first (a fresh price matters more than speed), the last 30 seen
// kept. Not a navigation to the server's own answers: a protocol's PDF opened in a tab would be kept
// with the person's data in it (and push the lot pages out).
registerRoute(
  ({ request, url, sameOrigin }) => request.mode === 'navigate' && sameOrigin && isAppPage(url.pathname),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 30 })],
  }),
);

// The build's files are named by their content: once fetched they never change.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'kimoshdi-assets',
    plugins: [ok, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// A lot page's public data (the card, its photos' list, the bid log, the result): the network
// first, the last answers kept for the pages above.
registerRoute(
  ({ url, sameOrigin, request }) =>
    sameOrigin && request.method === 'GET' && isLotPagePath(url.pathname, url.search, 'api'),
  new NetworkFirst({
    cacheName: 'kimoshdi-lot-data',
    networkTimeoutSeconds: 6,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
);

// Lot photos: kept once seen, the last 100.
registerRoute(
  ({ url, sameOrigin, request }) =>
    sameOrigin && request.destination === 'image' && url.pathname.startsWith('/files/'),
  new CacheFirst({
    cacheName: 'kimoshdi-photos',
    plugins: [ok, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
);

// A page neither the network nor the cache has: the offline page.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

// A new worker takes over at once: it only adds to what the page does.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let payload: Partial<PushPayload> = {};
  try {
    payload = (event.data?.json() ?? {}) as Partial<PushPayload>;
  } catch {
    payload = { body: event.data?.text() ?? '' };
  }
  const { title, options } = pushNotification(payload, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    String((event.notification.data as { url?: string } | null)?.url ?? '/'),
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        await open.focus();
        // Only a tab this worker controls can be navigated (not one opened with a hard reload, say):
        // for any other the page opens in a new one.
        if (await open.navigate(target.href).catch(() => null)) return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
