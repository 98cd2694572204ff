/**
 * The service worker (issue 27): it shows web pushes and gives the installed app an offline shell
 * (client/service-worker/sw.ts, built to /sw.js). Registered once the page has loaded, so it never
 * competes with the first paint; only in a build (the Vite dev server serves no /sw.js).
 */

export const SERVICE_WORKER_URL = '/sw.js';

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Registers the service worker after the page's load; a failure leaves the site as it was. */
export function registerServiceWorkerAfterLoad(): void {
  if (!supported() || !import.meta.env.PROD) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * The page's registration once it is active (`register`: made now when there is none yet); null
 * where the browser has no service workers or none could be registered.
 */
export async function serviceWorkerRegistration({
  register = false,
}: { register?: boolean } = {}): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing && !register) return null;
  if (!existing) {
    try {
      await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    } catch {
      return null;
    }
  }
  return navigator.serviceWorker.ready;
}

/** The caches that hold what a signed-in person saw (client/service-worker/offline-rules.ts). */
const PERSONAL_CACHES = ['kimoshdi-pages', 'kimoshdi-lot-data'];

/**
 * At sign-out, this browser forgets the person: the pages and lot answers kept for offline (they
 * carry the person's favourites and applications), and its push subscription, so the next person
 * on a shared computer sees none of the last one's notices (the push service then answers "gone",
 * and the server drops the device by itself). Not when a session merely expires: the person still
 * wants the notices. Waits at most a second: signing out never hangs on it.
 */
export async function forgetPersonOnThisBrowser(): Promise<void> {
  if (!supported()) return;
  const work = Promise.allSettled([
    ...(typeof caches !== 'undefined' ? PERSONAL_CACHES.map((name) => caches.delete(name)) : []),
    navigator.serviceWorker
      .getRegistration('/')
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => subscription?.unsubscribe()),
  ]);
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, 1_000))]);
}
