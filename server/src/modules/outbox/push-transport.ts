/**
 * The web push adapter (issue 27): the `web-push` library encrypts the notice to the browser's keys
 * (RFC 8291) and signs the request with the VAPID pair (RFC 8292); it is posted to the browser's
 * push service with fetch. The payload is what the service worker shows: a title, a body, the page it opens, and
 * a tag so that the same notice shown twice replaces itself.
 *
 * The push service's answers: 404 or 410 say the browser dropped the subscription, which is for
 * good: the device is removed (`forget`) so later notices stop trying it; 429 and 5xx are retried
 * by the queue; any other refusal is for good.
 */
import webpush from 'web-push';
import type { PushSettings, VapidKeys } from '../../messaging-config';
import { PermanentSendError, RecipientGoneError, type MessageTransport } from './message-transport';
import type { OutgoingMessage } from './outbox.repository';

type WebPushSettings = Extract<PushSettings, { transport: 'webpush' }>;

/** What the transport needs of the devices (modules/notification/push-devices.ts). */
export interface PushDeviceAccess {
  vapidKeys(): Promise<VapidKeys>;
  target(id: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } } | undefined>;
  forget(id: string): Promise<void>;
}

/** A push service keeps an undelivered push this long (a phone off for the night still gets it). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push's payload must stay under 4 KB once encrypted: the body is cut well before. */
const BODY_LIMIT = 1_000;

/** What the service worker reads (client/src/service-worker). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export function pushPayload(message: OutgoingMessage & { id?: string }): PushPayload {
  return {
    title: message.subject ?? '',
    body: message.body.length > BODY_LIMIT ? `${message.body.slice(0, BODY_LIMIT - 1)}…` : message.body,
    url: message.link ?? '/',
    tag: message.notificationId ? `notice-${message.notificationId}` : `push-${message.id ?? 'test'}`,
  };
}

/** A push service's refusal as the queue should take it. */
class PushServiceError extends Error {
  override name = 'PushServiceError';
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`the push service answered ${status}${body ? `: ${body.slice(0, 200)}` : ''}`);
  }
}

export function createPushTransport(settings: WebPushSettings, devices: PushDeviceAccess): MessageTransport {
  return {
    provider: 'webpush',
    async send(message) {
      const target = await devices.target(message.destination);
      if (!target) throw new RecipientGoneError('the device was removed');
      const vapid = await devices.vapidKeys();
      // web-push encrypts and signs; the request is sent here with fetch, which also reaches the
      // stand-ins' plain-http endpoints (web-push's own sending speaks https only).
      const request = webpush.generateRequestDetails(target, JSON.stringify(pushPayload(message)), {
        vapidDetails: { subject: settings.subject, ...vapid },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      });
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (answer.ok) {
        await answer.body?.cancel();
        return { providerMessageId: answer.headers.get('location')?.slice(-200) ?? null };
      }
      const error = new PushServiceError(answer.status, await answer.text().catch(() => ''));
      if (answer.status === 429 || answer.status >= 500) throw error;
      if (answer.status === 404 || answer.status === 410) {
        await devices.forget(message.destination);
        throw new RecipientGoneError(`the push service dropped the subscription: ${error.message}`);
      }
      throw new PermanentSendError(error.message);
    },
    async close() {},
  };
}
