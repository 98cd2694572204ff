/**
 * The saved searches' digest (issue 27): the lots a person's searches found since the last one, in
 * one e-mail an hour or a day as the person chose (shared/src/domain/notification/digest.ts).
 * Run by the worker every minute; per person one transaction locks the waiting lots, writes the
 * e-mail into the outbox and marks them, so a lot goes in one digest once whatever number of
 * workers run. A person who turned the digest off, or has no confirmed e-mail, has the lots marked
 * without an e-mail: turning it on later starts from then, not with a pile.
 */
import { isLanguage } from '@kimoshdi/shared';
import { DIGEST_DEFAULT, digestDue } from '@kimoshdi/shared/domain/notification/digest';
import type { Database } from '../../db/database';
import { digestOf, markDigestSent } from '../notification';
import { sendEmail } from '../outbox';
import { digestEmail } from './digest-email';
import { digestReader, markDigested, peopleWithWaitingLots, takeWaitingLots } from './digest.repository';

const PEOPLE_PER_RUN = 200;

/** Sends the digests due at `now`; answers how many e-mails were written. */
export async function sendSavedSearchDigests(db: Database, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (const { userId, oldestWaitingAt } of await peopleWithWaitingLots(db, PEOPLE_PER_RUN)) {
    const wrote = await db.transaction().execute(async (trx) => {
      const [choice, reader] = await Promise.all([digestOf(trx, userId), digestReader(trx, userId)]);
      const frequency = choice?.frequency ?? DIGEST_DEFAULT;
      const silent = frequency === 'off' || !reader?.email;
      if (!silent && !digestDue(frequency, { lastSentAt: choice?.lastSentAt ?? null, oldestWaitingAt }, now))
        return false;
      const lots = await takeWaitingLots(trx, userId);
      await markDigested(
        trx,
        userId,
        lots.map((lot) => lot.id),
      );
      if (silent || lots.length === 0 || !reader?.email) return false;
      const email = digestEmail(isLanguage(reader.lang) ? reader.lang : 'uz', userId, lots);
      await sendEmail(trx, reader.email, email.subject, email.text, {
        html: email.html,
        headers: email.headers,
      });
      await markDigestSent(trx, userId, now);
      return true;
    });
    if (wrote) sent += 1;
  }
  return sent;
}
