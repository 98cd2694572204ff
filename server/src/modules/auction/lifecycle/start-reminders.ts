/**
 * "The auction starts in 30 minutes" (issue 27): written by the sweep for every auction lot whose
 * start comes within the half hour, to the people who applied and those who saved it as a
 * favourite; a lot published later than that gets it at once. Once per lot: the reminder's row is
 * inserted in the transaction that writes the messages, so workers sweeping together write it once,
 * and a lot whose start moves later is not reminded again.
 */
import type { LifecycleContext } from './context';
import { claimStartReminder, dueStartReminders, notifyMany, startAudience } from './lifecycle.repository';
import { lifecycleNotification } from './messages';

export const START_REMINDER_MINUTES = 30;
const BATCH = 50;

/** Writes the due reminders; answers how many lots were reminded. */
export async function remindStarts(ctx: Pick<LifecycleContext, 'db' | 'logger'>): Promise<number> {
  const due = await dueStartReminders(ctx.db, { withinMinutes: START_REMINDER_MINUTES, limit: BATCH });
  let reminded = 0;
  for (const lot of due) {
    const wrote = await ctx.db.transaction().execute(async (trx) => {
      if (!(await claimStartReminder(trx, lot.id))) return false;
      const audience = await startAudience(trx, lot.id);
      await notifyMany(
        trx,
        [...audience].map(([userId, lang]) =>
          lifecycleNotification(userId, lang, {
            kind: 'starts-soon',
            lot: lot.lot_number,
            lotId: lot.id,
            startsAt: lot.starts_at,
          }),
        ),
      );
      return true;
    });
    if (wrote) reminded += 1;
  }
  if (reminded > 0) ctx.logger.info({ lots: reminded }, 'auction start reminders written');
  return reminded;
}
