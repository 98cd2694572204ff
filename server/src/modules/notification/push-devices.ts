/**
 * Web push devices (issue 27): a browser or installed app the person allowed notifications on
 * subscribes with its push service (the browser's PushManager, with our VAPID public key), and the
 * subscription is kept as one of the person's devices. Each notice of a topic whose push switch is
 * on then goes to every device (notice-channels.ts); the push service's 404 or 410 removes one.
 *
 * The VAPID pair comes from the configuration, or outside production is made at the first start
 * and kept in the database (push_vapid_keys): every process and every restart signs with the same
 * pair, which a browser's subscription is bound to.
 */
import type { Language, PushSubscribeBody } from '@kimoshdi/shared';
import { deviceLabel } from '@kimoshdi/shared/domain/notification/device-label';
import webpush from 'web-push';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import type { PushSettings, VapidKeys } from '../../messaging-config';
import { sendPush } from '../outbox';
import { absoluteUrl, SETTINGS_PATH } from './notice-links';
import {
  forgetDevice,
  isDeviceOf,
  keepVapidKeys,
  listDevices,
  removeDevice,
  saveSubscription,
  storedVapidKeys,
  pushTargetOf,
  type PushDevice,
  type PushTarget,
} from './push-subscriptions.repository';

export interface PushDevices {
  /** Whether this platform sends web push. */
  readonly offered: boolean;
  /** The public key browsers subscribe with; undefined when push is not offered. */
  publicKey(): Promise<string | undefined>;
  /** The VAPID pair pushes are signed with (push offered). */
  vapidKeys(): Promise<VapidKeys>;
  list(userId: string): Promise<PushDevice[]>;
  /** Keeps the browser's subscription as the person's device (NOT_FOUND when push is not offered). */
  subscribe(
    userId: string,
    body: PushSubscribeBody,
    userAgent: string | undefined,
    lang: Language,
  ): Promise<void>;
  remove(userId: string, id: string): Promise<void>;
  /** A test push to the person's device (NOT_FOUND when it is not theirs). */
  sendTest(userId: string, id: string, lang: Language): Promise<void>;
  /** Where a push to the device goes (the transport); undefined when it was removed. */
  target(id: string): Promise<PushTarget | undefined>;
  /** The push service dropped the device. */
  forget(id: string): Promise<void>;
}

/** Loopback endpoints: the push service stand-in of development and tests. */
function isLoopback(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
}

export function createPushDevices(
  db: Database,
  settings: PushSettings,
  { production }: { production: boolean },
): PushDevices {
  let keys: Promise<VapidKeys> | undefined;

  async function loadKeys(): Promise<VapidKeys> {
    if (settings.transport === 'off') throw new Error('web push is not offered');
    if (settings.keys !== 'generated') return settings.keys;
    return (await storedVapidKeys(db)) ?? keepVapidKeys(db, webpush.generateVAPIDKeys());
  }

  function vapidKeys(): Promise<VapidKeys> {
    keys ??= loadKeys().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  }

  const offered = settings.transport === 'webpush';

  return {
    offered,
    vapidKeys,
    async publicKey() {
      return offered ? (await vapidKeys()).publicKey : undefined;
    },
    list: (userId) => listDevices(db, userId),
    async subscribe(userId, body, userAgent, lang) {
      if (!offered) throw new AppError('NOT_FOUND', { what: 'push' });
      const url = new URL(body.endpoint);
      // The server posts to the endpoint: only a push service's https address, or in development
      // and tests the local stand-in, never an address inside the platform's network.
      if (url.protocol !== 'https:' && (production || !isLoopback(url)))
        throw new AppError('VALIDATION', { reason: 'a push endpoint must be https' });
      await saveSubscription(db, {
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        label: deviceLabel(userAgent, translate(lang, 'notices:push.aBrowser')).slice(0, 100),
      });
    },
    remove: (userId, id) => removeDevice(db, userId, id),
    async sendTest(userId, id, lang) {
      if (!offered || !(await isDeviceOf(db, userId, id)))
        throw new AppError('NOT_FOUND', { what: 'device' });
      await sendPush(db, {
        destination: id,
        subject: translate(lang, 'notices:push.testTitle'),
        body: translate(lang, 'notices:push.testBody'),
        link: absoluteUrl(SETTINGS_PATH),
      });
    },
    target: (id) => pushTargetOf(db, id),
    forget: (id) => forgetDevice(db, id),
  };
}
