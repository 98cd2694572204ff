import type {
  NoticeSettingBody,
  NoticeSettings,
  PushSubscribeBody,
  QuietNightsBody,
  TelegramLink,
} from '@kimoshdi/shared/api/shop/notification-settings';
import type { DigestFrequency } from '@kimoshdi/shared/domain/notification/digest';
import type { QuietHours } from '@kimoshdi/shared/domain/notification/quiet-nights';
import { api } from '../../../lib/api-client';

/** GET notification-settings/list: the user's channels per topic, and where notices go. */
export function getNoticeSettings(signal?: AbortSignal): Promise<NoticeSettings> {
  return api.get('notification-settings/list', { signal });
}

/** POST notification-settings/set: one switch; answers the settings as `list` does. */
export function setNoticeSetting(body: NoticeSettingBody): Promise<NoticeSettings> {
  return api.post('notification-settings/set', body);
}

/**
 * POST notification-settings/quiet-nights: quiet hours on or off (nothing rings in them but a
 * deadline's notice); `hours` moves them, without it they stay as they are. Answers the settings.
 */
export function setQuietNights(enabled: boolean, hours?: QuietHours): Promise<NoticeSettings> {
  const body: QuietNightsBody = hours ? { enabled, from: hours.from, to: hours.to } : { enabled };
  return api.post('notification-settings/quiet-nights', body);
}

/**
 * POST notification-settings/digest: how often the new lots of the saved searches come by e-mail
 * (once a day from 09:00 Tashkent time, once an hour, or never); answers the settings.
 */
export function setDigest(frequency: DigestFrequency): Promise<NoticeSettings> {
  return api.post('notification-settings/digest', { frequency });
}

/**
 * POST notification-settings/telegram-link: a one-time link that starts the bot and links the chat
 * it is opened in (15 minutes; a new one voids the older). 404 when no bot runs here.
 */
export function createTelegramLink(): Promise<TelegramLink> {
  return api.post('notification-settings/telegram-link');
}

/** POST notification-settings/telegram-unlink: no more notices to the chat; answers the settings. */
export function unlinkTelegram(): Promise<NoticeSettings> {
  return api.post('notification-settings/telegram-unlink');
}

/**
 * POST notification-settings/push-subscribe: this browser's push subscription becomes one of the
 * user's devices; answers the settings. 404 when the platform sends no push.
 */
export function subscribePush(body: PushSubscribeBody): Promise<NoticeSettings> {
  return api.post('notification-settings/push-subscribe', body);
}

/** POST notification-settings/push-remove: no more pushes to the device; answers the settings. */
export function removePushDevice(id: string): Promise<NoticeSettings> {
  return api.post('notification-settings/push-remove', { id });
}

/** POST notification-settings/push-test: a test push to the device; answers the settings. */
export function testPushDevice(id: string): Promise<NoticeSettings> {
  return api.post('notification-settings/push-test', { id });
}
