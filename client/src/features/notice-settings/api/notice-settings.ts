import type { NoticeSettingBody, NoticeSettings } from '@kimoshdi/shared/api/shop/notification-settings';
import { api } from '../../../lib/api-client';

/** GET notification-settings/list: the user's channels per topic, and where notices go. */
export function getNoticeSettings(signal?: AbortSignal): Promise<NoticeSettings> {
  return api.get('notification-settings/list', { signal });
}

/** POST notification-settings/set: one switch; answers the settings as `list` does. */
export function setNoticeSetting(body: NoticeSettingBody): Promise<NoticeSettings> {
  return api.post('notification-settings/set', body);
}

/** POST notification-settings/quiet-nights: no SMS at night but a deadline's; answers the settings. */
export function setQuietNights(enabled: boolean): Promise<NoticeSettings> {
  return api.post('notification-settings/quiet-nights', { enabled });
}
