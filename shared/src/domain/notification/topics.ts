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
 * - `bars`: a bar from the state's auctions imposed on the person, and lifted. On by default on every
 *   channel.
 * - `orders`: a customer's orders and their lots: sent, approved, returned, rejected, put up again,
 *   a protocol cancelled. On by default by e-mail, Telegram and push; an SMS only when asked.
 * - `protests`: a protest against a lot's result: filed (to the customer, who must answer it by a
 *   deadline), accepted or rejected by the customer (to whoever filed it), reviewed by the operator.
 *   On by default by e-mail, Telegram and push; an SMS only when asked.
 * - `starts`: an auction the person applied to, or saved as a favourite, starts in 30 minutes, and
 *   starts now. By Telegram and push by default, by e-mail when asked (a reminder, not a deadline:
 *   no SMS).
 * - `favourites`: a lot the person saved (and did not apply to): its auction's price rose (at most
 *   once an hour per lot), and it ends within half an hour. By Telegram and push by default, by
 *   e-mail when asked; never by SMS.
 * - `outbid`: another bid took the lead from the person. On Telegram and push only (an SMS or an
 *   e-mail a minute in a busy auction is too slow and too dear), at most one a minute per lot, and
 *   none while the person is on the lot's game page (modules/auction/room/outbid-notice.ts).
 * Telegram reaches only a person who linked a chat from the cabinet, web push only the browsers and
 * installed apps the person turned it on in (each a device of its own); once there, every topic
 * goes there too unless turned off (a message there costs nothing and is where people read).
 * Notices of no topic (an auction paused or resumed, lost, a saved search's match) stay in the
 * cabinet.
 */

export const NOTICE_TOPICS = [
  'money',
  'bars',
  'orders',
  'protests',
  'starts',
  'favourites',
  'outbid',
] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

/** The channels a notice may leave the cabinet by. */
export const NOTICE_CHANNELS = ['sms', 'email', 'telegram', 'push'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export type ChannelChoice = Record<NoticeChannel, boolean>;

/** The channels a topic may go out on at all (a switch for each on the settings page). */
export const TOPIC_CHANNELS: Readonly<Record<NoticeTopic, readonly NoticeChannel[]>> = {
  money: NOTICE_CHANNELS,
  bars: NOTICE_CHANNELS,
  orders: NOTICE_CHANNELS,
  protests: NOTICE_CHANNELS,
  starts: ['email', 'telegram', 'push'],
  favourites: ['email', 'telegram', 'push'],
  outbid: ['telegram', 'push'],
};

export function isChannelOf(topic: NoticeTopic, channel: NoticeChannel): boolean {
  return TOPIC_CHANNELS[topic].includes(channel);
}

export const DEFAULT_CHANNELS: Readonly<Record<NoticeTopic, Readonly<ChannelChoice>>> = {
  money: { sms: true, email: true, telegram: true, push: true },
  bars: { sms: true, email: true, telegram: true, push: true },
  orders: { sms: false, email: true, telegram: true, push: true },
  protests: { sms: false, email: true, telegram: true, push: true },
  starts: { sms: false, email: false, telegram: true, push: true },
  favourites: { sms: false, email: false, telegram: true, push: true },
  outbid: { sms: false, email: false, telegram: true, push: true },
};

/** Text keys by their start: the first that matches decides (more exact ones first). */
const TOPIC_BY_KEY: readonly (readonly [string, NoticeTopic])[] = [
  ['winlots:messages.barred', 'bars'],
  ['winlots:messages.barLifted', 'bars'],
  ['winlots:messages.', 'money'],
  ['messages:auction.won', 'money'],
  ['pay:ledger.', 'money'],
  ['purchases:messages.', 'money'],
  ['withdrawal:messages.', 'money'],
  ['orders:messages.', 'orders'],
  ['repeat:messages.', 'orders'],
  ['protocols:cancelled.', 'orders'],
  ['protests:messages.', 'protests'],
  ['auction:outbid.cabinet', 'outbid'],
  ['messages:auction.startsSoon', 'starts'],
  ['messages:auction.startsNow', 'starts'],
  ['messages:favourite.', 'favourites'],
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
    push: changed.push ?? defaults.push,
  };
}

/**
 * Where a person can be reached: a phone for SMS, a confirmed e-mail, a linked Telegram chat, the
 * devices that take web push.
 */
export interface NoticeContacts {
  phone: string | null;
  email: string | null;
  telegramChat: string | null;
  pushDevices: readonly string[];
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
    push: contacts.pushDevices.length > 0,
  };
  return TOPIC_CHANNELS[topic].filter((channel) => choice[channel] && reachable[channel]);
}
