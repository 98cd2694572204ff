/**
 * A person's choice of channels per topic (issue 27, `/profile/notifications`): what the settings
 * page reads and changes, and what the e-mails' one-click unsubscribe turns off.
 */
import {
  isLanguage,
  type Language,
  type NoticeSettingBody,
  type NoticeSettings,
  type PushSubscribeBody,
} from '@kimoshdi/shared';
import {
  DEFAULT_QUIET_HOURS,
  QUIET_NIGHTS_DEFAULT,
  type QuietHours,
} from '@kimoshdi/shared/domain/notification/quiet-nights';
import {
  choiceFor,
  isChannelOf,
  NOTICE_TOPICS,
  TOPIC_CHANNELS,
} from '@kimoshdi/shared/domain/notification/topics';
import type { TelegramLink } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { readUnsubscribeToken, type UnsubscribeKind } from './notice-links';
import type { PushDevices } from './push-devices';
import type { TelegramLinking } from './telegram-linking';
import { DIGEST_DEFAULT, type DigestFrequency } from '@kimoshdi/shared/domain/notification/digest';
import {
  changedChoicesOf,
  digestOf,
  setDigest,
  quietNightsOf,
  recipientsOf,
  setChoice,
  setQuietNights,
} from './notice-settings.repository';

/** What an unsubscribe link stands for: its topic (or the digest), and the person's language to answer in. */
export interface UnsubscribeTarget {
  topic: UnsubscribeKind;
  lang: Language;
}

export interface NoticeSettingsService {
  list(userId: string): Promise<NoticeSettings>;
  set(userId: string, body: NoticeSettingBody): Promise<NoticeSettings>;
  /** Quiet hours on or off; `hours` moves them. */
  setQuietNights(userId: string, enabled: boolean, hours?: QuietHours): Promise<NoticeSettings>;
  /** How often the saved searches' new lots come by e-mail. */
  setDigest(userId: string, frequency: DigestFrequency): Promise<NoticeSettings>;
  /** A one-time deep link to the bot that links its chat (NOT_FOUND when Telegram is not offered). */
  telegramLink(userId: string): Promise<TelegramLink>;
  /** Stops notices to the linked chat (the chat is told); answers the settings. */
  telegramUnlink(userId: string): Promise<NoticeSettings>;
  /** Keeps this browser's push subscription as one of the person's devices. */
  pushSubscribe(
    userId: string,
    body: PushSubscribeBody,
    context: { userAgent: string | undefined; lang: Language },
  ): Promise<NoticeSettings>;
  pushRemove(userId: string, id: string): Promise<NoticeSettings>;
  /** A test push to one of the person's devices (NOT_FOUND when it is not theirs). */
  pushTest(userId: string, id: string, lang: Language): Promise<NoticeSettings>;
  /** The unsubscribe link's topic and its person's language; undefined when the token is not valid. */
  readUnsubscribe(token: string): Promise<UnsubscribeTarget | undefined>;
  /** Turns the token's topic's e-mails (or the digest) off (a repeat changes nothing); undefined when not valid. */
  unsubscribe(token: string): Promise<UnsubscribeTarget | undefined>;
}

export function createNoticeSettings(
  db: Database,
  telegram: TelegramLinking,
  push: PushDevices,
): NoticeSettingsService {
  async function list(userId: string): Promise<NoticeSettings> {
    const [recipients, changed, quiet, chat, digest, devices, publicKey] = await Promise.all([
      recipientsOf(db, [userId]),
      changedChoicesOf(db, [userId]),
      quietNightsOf(db, userId),
      telegram.find(userId),
      digestOf(db, userId),
      push.offered ? push.list(userId) : [],
      push.publicKey(),
    ]);
    const recipient = recipients.get(userId);
    if (!recipient) throw new AppError('UNAUTHORIZED');
    // A chat linked while Telegram was offered stays linked, but nothing goes there when it is not.
    const linked = telegram.offered ? chat : undefined;
    const available = {
      sms: Boolean(recipient.phone),
      email: Boolean(recipient.email),
      telegram: Boolean(linked),
      push: devices.length > 0,
    };
    const offered = { telegram: telegram.offered, push: push.offered };
    return {
      // Each topic with the channels it may go on that this platform offers; a topic with none
      // (outbid, where neither a Telegram bot runs nor push is sent) is not shown.
      topics: NOTICE_TOPICS.map((topic) => {
        const choice = choiceFor(topic, changed.get(userId)?.get(topic));
        return {
          topic,
          channels: TOPIC_CHANNELS[topic]
            .filter((channel) => (channel === 'telegram' || channel === 'push' ? offered[channel] : true))
            .map((channel) => ({ channel, enabled: choice[channel], available: available[channel] })),
        };
      }).filter((topic) => topic.channels.length > 0),
      contacts: { phone: recipient.phone, email: recipient.email },
      telegram: {
        offered: telegram.offered,
        bot: telegram.bot,
        linked: linked ? { username: linked.username, linked_at: linked.linkedAt.toISOString() } : null,
      },
      push: {
        offered: push.offered,
        public_key: publicKey ?? null,
        devices: devices.map((device) => ({
          id: device.id,
          label: device.label,
          endpoint: device.endpoint,
          created_at: device.createdAt.toISOString(),
          last_sent_at: device.lastSentAt?.toISOString() ?? null,
        })),
      },
      quiet_nights: quiet?.enabled ?? QUIET_NIGHTS_DEFAULT,
      quiet_hours: { ...(quiet?.hours ?? DEFAULT_QUIET_HOURS) },
      digest: digest?.frequency ?? DIGEST_DEFAULT,
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
      // Outbid goes on Telegram only: its SMS or e-mail switch does not exist.
      if (!isChannelOf(body.topic, body.channel))
        throw new AppError('VALIDATION', { reason: `${body.topic} notices do not go by ${body.channel}` });
      await setChoice(db, { userId, ...body });
      return list(userId);
    },
    async setQuietNights(userId, enabled, hours) {
      await setQuietNights(db, userId, { enabled, ...(hours ? { hours } : {}) });
      return list(userId);
    },
    async setDigest(userId, frequency) {
      await setDigest(db, userId, frequency);
      return list(userId);
    },
    async telegramLink(userId) {
      const link = await telegram.createLink(userId);
      if (!link) throw new AppError('NOT_FOUND', { what: 'telegram' });
      return link;
    },
    async telegramUnlink(userId) {
      await telegram.unlinkUser(userId);
      return list(userId);
    },
    async pushSubscribe(userId, body, { userAgent, lang }) {
      await push.subscribe(userId, body, userAgent, lang);
      return list(userId);
    },
    async pushRemove(userId, id) {
      await push.remove(userId, id);
      return list(userId);
    },
    async pushTest(userId, id, lang) {
      await push.sendTest(userId, id, lang);
      return list(userId);
    },
    async readUnsubscribe(token) {
      const target = await readUnsubscribe(token);
      return target && { topic: target.topic, lang: target.lang };
    },
    async unsubscribe(token) {
      const target = await readUnsubscribe(token);
      if (!target) return undefined;
      if (target.topic === 'digest') await setDigest(db, target.userId, 'off');
      else
        await setChoice(db, { userId: target.userId, topic: target.topic, channel: 'email', enabled: false });
      return { topic: target.topic, lang: target.lang };
    },
  };
}
