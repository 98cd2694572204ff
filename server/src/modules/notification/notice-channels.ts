/**
 * A cabinet message of a topic delivered on the person's channels (issue 27), after its commit:
 * in one transaction per message, its deliveries (an SMS, an e-mail) go into the transactional
 * outbox, whose worker sends them, retries with backoff and records each one's status, and the
 * message is marked delivered. A delivery is keyed by its message and channel, so a notice is
 * never sent twice on a channel, whoever writes it.
 *
 * DECISION (docs/decisions.md "Notices by SMS and e-mail"): the texts are worded here, in the
 * person's language at the moment of delivery, and the outbox keeps the words it sends.
 */
import { isLanguage, type Language } from '@kimoshdi/shared';
import { channelsToSend } from '@kimoshdi/shared/domain/notification/topics';
import type { Database } from '../../db/database';
import { sendNotice } from '../outbox';
import { markNoticeDelivered, takePendingNotice } from './notice-delivery.repository';
import { noticeEmail, noticeSms } from './notice-email';
import { absoluteUrl, MESSAGES_PATH } from './notice-links';
import { renderMessage } from './render';

/** Writes the message's deliveries; answers how many channels it went on (undefined: done already or taken). */
export async function deliverNotice(db: Database, id: string): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const notice = await takePendingNotice(trx, id);
    if (!notice) return undefined;
    const channels = channelsToSend(notice.topic, notice.changed, notice);
    const lang: Language = isLanguage(notice.lang) ? notice.lang : 'uz';
    const text = renderMessage(lang, notice.message);
    const pageUrl = absoluteUrl(notice.link ?? MESSAGES_PATH);
    for (const channel of channels) {
      if (channel === 'sms' && notice.phone) {
        await sendNotice(trx, {
          channel,
          destination: notice.phone,
          subject: null,
          body: noticeSms(text, pageUrl),
          notificationId: notice.id,
        });
      } else if (channel === 'email' && notice.email) {
        await sendNotice(trx, {
          channel,
          destination: notice.email,
          ...noticeEmail(lang, text, { pageUrl, userId: notice.userId, topic: notice.topic }),
          notificationId: notice.id,
        });
      }
    }
    await markNoticeDelivered(trx, notice.id);
    return channels.length;
  });
}
