/**
 * A bar lifted (issue 27): the day after an entry's last day, the people it named hear that they may
 * take part in auctions again, on the channels of the `bars` topic, unless another entry still bars
 * them (then its own end will tell them). Written by the trade sweep in every worker; the entry is
 * marked in the transaction that writes the messages, so each is told once.
 */
import { tashkentDay } from '@kimoshdi/shared';
import { standingBar } from '@kimoshdi/shared/domain/blacklist/bar';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import type { Database } from '../../db/database';
import { messageNotification, notifyMany } from '../notification';
import { claimLiftedEntry, endedUntold, entriesOfUser, usersOfEntry } from './blacklist.repository';

const BATCH = 100;

/** Tells the people of the entries that ended before today; answers how many entries were done. */
export async function tellLiftedBars(db: Database, now: Date = new Date()): Promise<number> {
  const today = tashkentDay(now);
  let done = 0;
  for (const entry of await endedUntold(db, today, BATCH)) {
    await db.transaction().execute(async (trx) => {
      if (!(await claimLiftedEntry(trx, entry.id))) return;
      done += 1;
      const people = await usersOfEntry(trx, entry);
      const free: { id: string; lang: string }[] = [];
      for (const person of people) {
        if (!standingBar(await entriesOfUser(trx, person.id, today), today)) free.push(person);
      }
      await notifyMany(
        trx,
        free.map((person) =>
          messageNotification(
            person.id,
            'success',
            person.lang,
            {
              key: 'winlots:messages.barLifted',
              params: { lot: entry.lot_number, end: formatDay(entry.end_date) },
            },
            '/lot-list',
          ),
        ),
      );
    });
  }
  return done;
}
