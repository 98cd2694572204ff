/**
 * A person's choice of channels per topic (issue 27, `/profile/notifications`): what the settings
 * page reads and changes, and what the e-mails' one-click unsubscribe turns off.
 */
import { isLanguage, type Language, type NoticeSettingBody, type NoticeSettings } from '@kimoshdi/shared';
import { QUIET_NIGHTS_DEFAULT } from '@kimoshdi/shared/domain/notification/quiet-nights';
import {
  choiceFor,
  NOTICE_CHANNELS,
  NOTICE_TOPICS,
  type NoticeTopic,
} from '@kimoshdi/shared/domain/notification/topics';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { readUnsubscribeToken } from './notice-links';
import {
  changedChoicesOf,
  quietNightsOf,
  recipientsOf,
  setChoice,
  setQuietNights,
} from './notice-settings.repository';

/** What an unsubscribe link stands for: its topic, and the person's language to answer in. */
export interface UnsubscribeTarget {
  topic: NoticeTopic;
  lang: Language;
}

export interface NoticeSettingsService {
  list(userId: string): Promise<NoticeSettings>;
  set(userId: string, body: NoticeSettingBody): Promise<NoticeSettings>;
  setQuietNights(userId: string, enabled: boolean): Promise<NoticeSettings>;
  /** The unsubscribe link's topic and its person's language; undefined when the token is not valid. */
  readUnsubscribe(token: string): Promise<UnsubscribeTarget | undefined>;
  /** Turns the token's topic's e-mails off (a repeat changes nothing); undefined when not valid. */
  unsubscribe(token: string): Promise<UnsubscribeTarget | undefined>;
}

export function createNoticeSettings(db: Database): NoticeSettingsService {
  async function list(userId: string): Promise<NoticeSettings> {
    const [recipients, changed, quiet] = await Promise.all([
      recipientsOf(db, [userId]),
      changedChoicesOf(db, [userId]),
      quietNightsOf(db, userId),
    ]);
    const recipient = recipients.get(userId);
    if (!recipient) throw new AppError('UNAUTHORIZED');
    const available = { sms: Boolean(recipient.phone), email: Boolean(recipient.email) };
    return {
      topics: NOTICE_TOPICS.map((topic) => {
        const choice = choiceFor(topic, changed.get(userId)?.get(topic));
        return {
          topic,
          channels: NOTICE_CHANNELS.map((channel) => ({
            channel,
            enabled: choice[channel],
            available: available[channel],
          })),
        };
      }),
      contacts: { phone: recipient.phone, email: recipient.email },
      quiet_nights: quiet ?? QUIET_NIGHTS_DEFAULT,
    };
  }

  async function readUnsubscribe(
    token: string,
  ): Promise<(UnsubscribeTarget & { userId: string }) | undefined> {
    const target = readUnsubscribeToken(token);
    if (!target) return undefined;
    const recipient = (await recipientsOf(db, [target.userId])).get(target.userId);
    if (!recipient) return undefined;
    return { ...target, lang: isLanguage(recipient.lang) ? recipient.lang : 'uz' };
  }

  return {
    list,
    async set(userId, body) {
      await setChoice(db, { userId, ...body });
      return list(userId);
    },
    async setQuietNights(userId, enabled) {
      await setQuietNights(db, userId, enabled);
      return list(userId);
    },
    async readUnsubscribe(token) {
      const target = await readUnsubscribe(token);
      return target && { topic: target.topic, lang: target.lang };
    },
    async unsubscribe(token) {
      const target = await readUnsubscribe(token);
      if (!target) return undefined;
      await setChoice(db, { userId: target.userId, topic: target.topic, channel: 'email', enabled: false });
      return { topic: target.topic, lang: target.lang };
    },
  };
}
