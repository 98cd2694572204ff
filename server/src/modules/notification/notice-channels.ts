/**
 * A cabinet message of a topic delivered on the person's channels (issue 27), after its commit: in
 * one transaction (with the other messages waiting beside it), its deliveries (an SMS, an e-mail,
 * a Telegram message, a push to each device) go into the transactional outbox, whose worker sends
 * them, retries with backoff and records each one's status, and the message is marked delivered.
 * A delivery is keyed by its message and channel, so a notice is never sent twice on a channel,
 * whoever writes it.
 *
 * DECISION (docs/decisions.md "Notices by SMS and e-mail"): the texts are worded here, in the
 * person's language at the moment of delivery, and the outbox keeps the words it sends.
 */
import { isLanguage, type Language } from '@kimoshdi/shared';
import {
  isMomentTopic,
  isUrgentNotice,
  QUIET_NIGHTS_DEFAULT,
  quietUntil,
  RINGING_CHANNELS,
} from '@kimoshdi/shared/domain/notification/quiet-nights';
import { channelsToSend, type NoticeChannel } from '@kimoshdi/shared/domain/notification/topics';
import type { Database } from '../../db/database';
import { sendNotice } from '../outbox';
import {
  deferNotice,
  markNoticesDelivered,
  outbidToldRecently,
  takePendingNotices,
  type PendingNotice,
} from './notice-delivery.repository';
import { noticeEmail, noticeSms } from './notice-email';
import { noticeTelegram } from './telegram-texts';
import { noticePush } from './push-texts';
import { absoluteUrl, MESSAGES_PATH } from './notice-links';
import { renderMessage } from './render';

/** At most one outbid message a minute per person and lot beyond the cabinet. */
export const OUTBID_EVERY_MS = 60_000;

/**
 * Writes the message's deliveries; answers the channels written now (undefined: done already or
 * taken). Within the person's quiet hours, the SMS, Telegram message and pushes of a notice without
 * a deadline wait for their end: the e-mail is written and the message is left for the sweep until
 * then (a second pass finds the e-mail written and writes the rest); a notice only worth its moment
 * (outbid, an auction starting, a favourite's news) is done with the e-mail alone. `now`: the clock
 * (tests).
 * `offered`: whether this platform runs a Telegram bot and sends web push (a chat linked or a device
 * added before one stopped gets nothing).
 */
export async function deliverNotice(
  db: Database,
  id: string,
  now: Date = new Date(),
  offered: Offered = { telegram: true, push: true },
): Promise<NoticeChannel[] | undefined> {
  return (await deliverNotices(db, [id], now, offered)).get(id);
}

/** Whether this platform runs a Telegram bot and sends web push. */
export interface Offered {
  telegram: boolean;
  push: boolean;
}

/**
 * deliverNotice for several messages in one transaction: one read of them all and one mark of
 * those done, their deliveries' rows between (a closing spike announces a notice or two a lot, and
 * each transaction of its own cost the PostgreSQL on the same cores five statements). Answers the
 * channels written for each message taken.
 */
export async function deliverNotices(
  db: Database,
  ids: readonly string[],
  now: Date = new Date(),
  offered: Offered = { telegram: true, push: true },
): Promise<Map<string, NoticeChannel[]>> {
  return db.transaction().execute(async (trx) => {
    const written = new Map<string, NoticeChannel[]>();
    const done: string[] = [];
    // Outbid messages of this batch told on Telegram or by push (person and page): the throttle's
    // read cannot see them before the commit.
    const toldNow = new Set<string>();
    for (const notice of await takePendingNotices(trx, ids)) {
      const outbidKey = notice.topic === 'outbid' ? `${notice.userId} ${notice.link ?? ''}` : undefined;
      const throttled =
        outbidKey !== undefined &&
        (toldNow.has(outbidKey) || (await outbidToldRecently(trx, { ...notice, withinMs: OUTBID_EVERY_MS })));
      const { channels, morning } = plannedChannels(notice, throttled, now, offered);
      const wrote = await writeDeliveries(trx, notice, channels);
      if (outbidKey !== undefined && wrote.some((channel) => channel === 'telegram' || channel === 'push'))
        toldNow.add(outbidKey);
      written.set(notice.id, wrote);
      if (morning) await deferNotice(trx, notice.id, morning);
      else done.push(notice.id);
    }
    await markNoticesDelivered(trx, done);
    return written;
  });
}

/**
 * The channels to write now, and when the rest waits for (the end of quiet hours). `throttled`: an
 * outbid message within a minute of the last one on the same lot goes to the cabinet alone.
 */
function plannedChannels(
  notice: PendingNotice,
  throttled: boolean,
  now: Date,
  { telegram, push }: Offered,
): { channels: NoticeChannel[]; morning: Date | undefined } {
  const wanted = throttled
    ? []
    : channelsToSend(notice.topic, notice.changed, {
        ...notice,
        telegramChat: telegram ? notice.telegramChat : null,
        pushDevices: push ? notice.pushDevices : [],
      });
  // Quiet hours hold what rings until they end; what is only worth its moment is not sent on
  // those channels at all. A deadline's notice rings at once.
  const quietEnd =
    wanted.some((channel) => RINGING_CHANNELS.has(channel)) &&
    (notice.quietNights ?? QUIET_NIGHTS_DEFAULT) &&
    !isUrgentNotice(notice.message.key)
      ? quietUntil(now, notice.quietHours)
      : undefined;
  return {
    channels: quietEnd ? wanted.filter((channel) => !RINGING_CHANNELS.has(channel)) : wanted,
    morning: quietEnd && !isMomentTopic(notice.topic) ? quietEnd : undefined,
  };
}

/** The message's deliveries on `channels`, worded in the person's language; answers those written. */
async function writeDeliveries(
  trx: Database,
  notice: PendingNotice,
  channels: readonly NoticeChannel[],
): Promise<NoticeChannel[]> {
  const lang: Language = isLanguage(notice.lang) ? notice.lang : 'uz';
  const text = renderMessage(lang, notice.message);
  const pageUrl = absoluteUrl(notice.link ?? MESSAGES_PATH);
  const written: NoticeChannel[] = [];
  for (const channel of channels) {
    let sent = false;
    if (channel === 'sms' && notice.phone) {
      sent = await sendNotice(trx, {
        channel,
        destination: notice.phone,
        subject: null,
        body: noticeSms(text, pageUrl),
        notificationId: notice.id,
      });
    } else if (channel === 'email' && notice.email) {
      sent = await sendNotice(trx, {
        channel,
        destination: notice.email,
        ...noticeEmail(lang, text, { pageUrl, userId: notice.userId, topic: notice.topic }),
        notificationId: notice.id,
      });
    } else if (channel === 'telegram' && notice.telegramChat) {
      const telegram = noticeTelegram(lang, text);
      sent = await sendNotice(trx, {
        channel,
        destination: notice.telegramChat,
        subject: telegram.button,
        body: telegram.body,
        html: telegram.html,
        link: pageUrl,
        notificationId: notice.id,
      });
    } else if (channel === 'push') {
      const message = noticePush(text, pageUrl);
      // One delivery per device; the channel counts as written when any device's is.
      for (const device of notice.pushDevices) {
        const wrote = await sendNotice(trx, {
          channel,
          destination: device,
          ...message,
          notificationId: notice.id,
        });
        sent ||= wrote;
      }
    }
    if (sent) written.push(channel);
  }
  return written;
}
