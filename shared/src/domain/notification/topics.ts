/**
 * Which cabinet messages also leave the cabinet, and on which channels (issue 27).
 *
 * Every cabinet message stays the record; a message whose text key belongs to a topic is also
 * delivered on the channels the person keeps on for that topic. A topic groups the notices a person
 * decides about together:
 * - `money`: what moves or may cost the person's money: a lot won and its payment deadline, the
 *   reminders, a deadline missed, the reserve winner's offer, payments, refunds, deposits, top-ups,
 *   purchases and their receipts, withdrawals and debts. On by default on every channel: a winner
 *   who does not open the site in time loses the deposit.
 * - `bars`: a bar from the state's auctions imposed on the person. On by default on every channel.
 * - `orders`: a customer's orders and their lots: sent, approved, returned, rejected, put up again,
 *   a protocol cancelled. On by default by e-mail and Telegram; an SMS only when the person asks.
 * Telegram reaches only a person who linked a chat from the cabinet; once linked, every topic goes
 * there too unless turned off (a message there costs nothing and is where Uzbek users read).
 * - `outbid`: another bid took the lead from the person. On Telegram only (an SMS or an e-mail a
 *   minute in a busy auction is too slow and too dear), at most one a minute per lot, and none
 *   while the person is on the lot's game page (modules/auction/room/outbid-notice.ts).
 * - `starts`: an auction the person applied to, or saved as a favourite, starts in 30 minutes, and
 *   starts now. By Telegram by default, by e-mail when asked (a reminder, not a deadline: no SMS).
 * Notices of no topic (an auction paused or resumed, lost, a saved search's match) stay in the
 * cabinet.
 */

export const NOTICE_TOPICS = ['money', 'bars', 'orders', 'starts', 'outbid'] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

/** The channels a notice may leave the cabinet by. */
export const NOTICE_CHANNELS = ['sms', 'email', 'telegram'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export type ChannelChoice = Record<NoticeChannel, boolean>;

/** The channels a topic may go out on at all (a switch for each on the settings page). */
export const TOPIC_CHANNELS: Readonly<Record<NoticeTopic, readonly NoticeChannel[]>> = {
  money: NOTICE_CHANNELS,
  bars: NOTICE_CHANNELS,
  orders: NOTICE_CHANNELS,
  starts: ['email', 'telegram'],
  outbid: ['telegram'],
};

export function isChannelOf(topic: NoticeTopic, channel: NoticeChannel): boolean {
  return TOPIC_CHANNELS[topic].includes(channel);
}

export const DEFAULT_CHANNELS: Readonly<Record<NoticeTopic, Readonly<ChannelChoice>>> = {
  money: { sms: true, email: true, telegram: true },
  bars: { sms: true, email: true, telegram: true },
  orders: { sms: false, email: true, telegram: true },
  starts: { sms: false, email: false, telegram: true },
  outbid: { sms: false, email: false, telegram: true },
};

/** Text keys by their start: the first that matches decides (more exact ones first). */
const TOPIC_BY_KEY: readonly (readonly [string, NoticeTopic])[] = [
  ['winlots:messages.barred', 'bars'],
  ['winlots:messages.', 'money'],
  ['messages:auction.won', 'money'],
  ['pay:ledger.', 'money'],
  ['purchases:messages.', 'money'],
  ['withdrawal:messages.', 'money'],
  ['orders:messages.', 'orders'],
  ['repeat:messages.', 'orders'],
  ['protocols:cancelled.', 'orders'],
  ['auction:outbid.cabinet', 'outbid'],
  ['messages:auction.startsSoon', 'starts'],
  ['messages:auction.startsNow', 'starts'],
];

/** The topic of a cabinet message by its text key; undefined: it stays in the cabinet. */
export function topicOf(key: string | null | undefined): NoticeTopic | undefined {
  if (!key) return undefined;
  for (const [start, topic] of TOPIC_BY_KEY) {
    if (key === start || (start.endsWith('.') && key.startsWith(start))) return topic;
  }
  return undefined;
}

export function isNoticeTopic(value: unknown): value is NoticeTopic {
  return typeof value === 'string' && (NOTICE_TOPICS as readonly string[]).includes(value);
}

export function isNoticeChannel(value: unknown): value is NoticeChannel {
  return typeof value === 'string' && (NOTICE_CHANNELS as readonly string[]).includes(value);
}

/** A person's choice for a topic: what they changed, the default for the rest. */
export function choiceFor(topic: NoticeTopic, changed: Partial<ChannelChoice> = {}): ChannelChoice {
  const defaults = DEFAULT_CHANNELS[topic];
  return {
    sms: changed.sms ?? defaults.sms,
    email: changed.email ?? defaults.email,
    telegram: changed.telegram ?? defaults.telegram,
  };
}

/** Where a person can be reached: a phone for SMS, a confirmed e-mail, a linked Telegram chat. */
export interface NoticeContacts {
  phone: string | null;
  email: string | null;
  telegramChat: string | null;
}

/** The channels a notice of `topic` goes out on for this person, in a fixed order. */
export function channelsToSend(
  topic: NoticeTopic,
  changed: Partial<ChannelChoice>,
  contacts: NoticeContacts,
): NoticeChannel[] {
  const choice = choiceFor(topic, changed);
  const reachable: ChannelChoice = {
    sms: Boolean(contacts.phone),
    email: Boolean(contacts.email),
    telegram: Boolean(contacts.telegramChat),
  };
  return TOPIC_CHANNELS[topic].filter((channel) => choice[channel] && reachable[channel]);
}
