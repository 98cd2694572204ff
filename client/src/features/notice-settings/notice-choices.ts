import type { NoticeSettings } from '@kimoshdi/shared/api/shop/notification-settings';
import type { DigestFrequency } from '@kimoshdi/shared/domain/notification/digest';
import type { QuietHours } from '@kimoshdi/shared/domain/notification/quiet-nights';
import {
  isChannelOf,
  NOTICE_CHANNELS,
  NOTICE_TOPICS,
  type NoticeChannel,
  type NoticeTopic,
} from '@kimoshdi/shared/domain/notification/topics';

/** One switch of the page: a channel of a topic. */
export type SwitchKey = `${NoticeTopic}.${NoticeChannel}`;

export const switchKey = (topic: NoticeTopic, channel: NoticeChannel): SwitchKey => `${topic}.${channel}`;

/** What a cell shows: the switch's state, or nothing yet while the settings load. */
export interface SwitchCell {
  topic: NoticeTopic;
  channel: NoticeChannel;
  /** Undefined until the settings are there (the cell keeps its place meanwhile). */
  enabled?: boolean;
  available?: boolean;
  /** A change sent and not answered yet: shown as asked, not changed again until the answer. */
  pending: boolean;
  /** False where the topic never goes by the channel (outbid by SMS): an empty cell. */
  offered: boolean;
}

export interface TopicRow {
  topic: NoticeTopic;
  cells: SwitchCell[];
}

/**
 * The channels the table has a column for, in the order of the domain: Telegram only where the
 * platform runs a bot, push only where it sends web push. Before the settings come both are counted
 * in: only a set-up without them lacks them, so the table nearly always keeps its shape when they come.
 */
export function shownChannels(settings: NoticeSettings | undefined): NoticeChannel[] {
  return NOTICE_CHANNELS.filter((channel) => {
    if (channel === 'telegram') return settings?.telegram.offered ?? true;
    if (channel === 'push') return settings?.push.offered ?? true;
    return true;
  });
}

/**
 * The page's rows: every topic with a cell per shown channel, in the fixed order of the domain, so
 * the table has its final shape before the settings come. A change not answered yet shows as asked
 * (`pending`); the server's answer replaces it, a failure drops it (the switch goes back).
 */
export function topicRows(
  settings: NoticeSettings | undefined,
  pending: Readonly<Partial<Record<SwitchKey, boolean>>>,
): TopicRow[] {
  const channels = shownChannels(settings);
  // Once the settings are there, the topics they name (outbid only where Telegram is offered).
  const topics = settings
    ? NOTICE_TOPICS.filter((topic) => settings.topics.some((item) => item.topic === topic))
    : NOTICE_TOPICS;
  return topics.map((topic) => {
    const row = settings?.topics.find((item) => item.topic === topic);
    return {
      topic,
      cells: channels.map((channel) => {
        const setting = row?.channels.find((item) => item.channel === channel);
        const asked = pending[switchKey(topic, channel)];
        return {
          topic,
          channel,
          enabled: asked ?? setting?.enabled,
          available: setting?.available,
          pending: asked !== undefined,
          offered: isChannelOf(topic, channel),
        };
      }),
    };
  });
}

/** Each choice of the saved searches' e-mails, named by its text (notices namespace). */
export const DIGEST_LABELS = {
  daily: 'page.digestDaily',
  hourly: 'page.digestHourly',
  off: 'page.digestOff',
} as const satisfies Record<DigestFrequency, string>;

/** What the saved searches' e-mail choice shows once the settings are there. */
export interface DigestChoice {
  /** The checked choice: the one asked for while its change is on its way, else the server's. */
  checked: DigestFrequency;
  /** A change sent and not answered yet: no other is sent until the answer. */
  pending: boolean;
  /** No confirmed e-mail: the choice is kept, but no e-mail goes until one is confirmed. */
  needsEmail: boolean;
}

/**
 * The saved searches' e-mail choice as shown (undefined while the settings load): a change not
 * answered yet as asked, as the switches do; the answer replaces it, a failure drops it.
 */
export function digestChoice(
  settings: NoticeSettings | undefined,
  asked: DigestFrequency | undefined,
): DigestChoice | undefined {
  if (!settings) return undefined;
  return {
    checked: asked ?? settings.digest,
    pending: asked !== undefined,
    needsEmail: settings.contacts.email === null,
  };
}

/** Quiet hours as asked or kept: on or off, and from which whole hour to which (Tashkent). */
export interface QuietState extends QuietHours {
  enabled: boolean;
}

/** What the quiet hours block shows once the settings are there. */
export interface QuietChoice extends QuietState {
  /** A change sent and not answered yet: shown as asked until the answer. */
  pending: boolean;
}

/**
 * The quiet hours as shown (undefined while the settings load): the latest change not answered yet
 * as asked, else the server's. Unlike a switch, the block takes another change while one is on its
 * way (an hour picker changes at each arrow key): each is sent in turn, the latest shown; once the
 * last is answered the server's answer replaces it, or, refused, the last answer the server gave.
 */
export function quietChoice(
  settings: NoticeSettings | undefined,
  asked: QuietState | undefined,
): QuietChoice | undefined {
  if (!settings) return undefined;
  const kept = { enabled: settings.quiet_nights, ...settings.quiet_hours };
  return { ...(asked ?? kept), pending: asked !== undefined };
}

/** The whole hours of a day, 0 to 23. */
export const DAY_HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The hours a picker offers: every hour but the other picker's, so the quiet hours never start
 * and end at the same hour (the server refuses that).
 */
export function hourOptions(other: number): number[] {
  return DAY_HOURS.filter((hour) => hour !== other);
}

/** An hour as a clock shows it: "07:00", "23:00" (the 24-hour clock of Uzbekistan and Russia). */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
