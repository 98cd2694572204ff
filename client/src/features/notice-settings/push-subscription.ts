/**
 * This browser's side of web push (issue 27): whether it can take pushes, its subscription with the
 * browser's push service (made with the platform's VAPID public key), and dropping it. The service
 * worker (client/service-worker/sw.ts, registered by lib/service-worker.ts) shows the pushes.
 */
import type { PushSubscribeBody } from '@kimoshdi/shared/api/shop/notification-settings';
import { serviceWorkerRegistration } from '../../lib/service-worker';

/** What this browser allows: no push at all, notifications blocked, not asked yet, or allowed. */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission;
}

/** A base64url key as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** The subscription this browser holds now, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await serviceWorkerRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * How long the browser may take to subscribe once notifications are allowed. A Chrome that cannot
 * reach its push service (Google's FCM: no connection, or a network that blocks it) waits for
 * ever, and the "turn on" button with it; past this the page says it failed (a retry reuses a
 * subscription made late).
 */
export const SUBSCRIBE_TIMEOUT_MS = 30_000;

/** The promise's answer, or a failure once `ms` have passed without one. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Asks for permission (the browser's own prompt; it must follow a click) and subscribes with the
 * platform's key. A subscription made with another key (the platform's key changed) is dropped and
 * made again. Answers what the server keeps, or the browser's answer when it said no; fails when
 * the browser's push service does not answer in SUBSCRIBE_TIMEOUT_MS (the prompt is not timed: it
 * waits for the person).
 */
export async function subscribeThisBrowser(
  publicKey: string,
): Promise<{ subscribed: PushSubscribeBody } | { refused: 'denied' | 'default' | 'unsupported' }> {
  if (pushSupport() === 'unsupported') return { refused: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { refused: permission };
  return within(subscribeWith(publicKey), SUBSCRIBE_TIMEOUT_MS);
}

async function subscribeWith(
  publicKey: string,
): Promise<{ subscribed: PushSubscribeBody } | { refused: 'unsupported' }> {
  const registration = await serviceWorkerRegistration({ register: true });
  if (!registration) return { refused: 'unsupported' };
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const json = subscription.toJSON();
  return {
    subscribed: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  };
}

function sameKey(held: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!held) return true;
  const bytes = new Uint8Array(held);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/** Drops this browser's subscription when it is the one at `endpoint` (a device removed here). */
export async function unsubscribeThisBrowser(endpoint: string): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
}
