/**
 * The won lot's deadlines acting (docs/decisions.md "The won lot's road"): a payment not made by its
 * deadline (the deposit to the seller, a state order's bar, the offer to the reserve winner), an
 * offer not answered in time (the reserve's deposit released, the lot not sold), and the
 * reminders a working day before and on the deadline's morning. One review per lot, under the lot's row lock, decides from the
 * rows and the database's clock alone: the delayed jobs (payment-deadline, offer-deadline,
 * winlot-reminder) and the sweep all call it, and a job lost, duplicated or late acts once.
 */
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { Queues } from '../../redis/queues';
import { scheduleWinlotJobs, type WinlotJob } from '../trade';
import { eachLimited } from '../../lib/each-limited';
import { isDeadlineDay, partCharge, reminderAt } from '@kimoshdi/shared/domain/winlot/schedule';
import { AuctionJobName } from '../../redis/queues';
import { holidaysAround } from '../../lib/uzbek-holidays';
import { tell } from './winlot-messages';
import {
  dueWinlotLots,
  lockRoadLot,
  lockWinlots,
  partsOf,
  personOf,
  updateWinlot,
} from './winlot.repository';
import { endOffer, failWinner } from './winlot.service';

/** What a review needs of the process: the auction's caller passes its lifecycle context. */
export interface ReviewContext {
  db: Database;
  queues: Pick<Queues, 'auction'>;
  logger: Logger;
  /** The public holidays a payment term starting at `at` may meet (default: Uzbekistan's). */
  holidays?: (at: Date) => ReadonlySet<string>;
}

export interface ReviewOutcome {
  missed: number;
  expired: number;
  reminded: number;
}

export async function reviewWonLot(ctx: ReviewContext, lotId: number): Promise<ReviewOutcome> {
  const outcome: ReviewOutcome = { missed: 0, expired: 0, reminded: 0 };
  const jobs = await ctx.db.transaction().execute(async (trx) => {
    const lot = await lockRoadLot(trx, lotId);
    if (!lot) return [];
    const rows = await lockWinlots(trx, lotId);
    const road = { holidays: ctx.holidays ?? holidaysAround, now: new Date(), logger: ctx.logger };
    const later: WinlotJob[] = [];
    for (const row of rows) {
      if ((row.state === 'awaiting_payment' || row.state === 'paying') && row.overdue) {
        const missedPart = (await partsOf(trx, row.id)).find((p) => p.state === 'due')?.part ?? null;
        later.push(...(await failWinner(trx, lot, row, 'missed', rows, road, missedPart)));
        outcome.missed += 1;
      } else if (row.state === 'offered' && row.overdue) {
        await endOffer(trx, lot, row, 'expired');
        outcome.expired += 1;
      } else if (row.remind_due) {
        // The next reminder of the same deadline (the last morning's), if one is still ahead.
        const next =
          row.deadline && !row.overdue
            ? reminderAt(row.deadline, road.holidays(row.deadline), road.now)
            : null;
        await updateWinlot(trx, row.id, { remindAt: next });
        if (next) later.push({ name: AuctionJobName.winlotReminder, atMs: next.getTime() });
        if (row.deadline && !row.overdue && ['awaiting_payment', 'paying', 'offered'].includes(row.state)) {
          const person = await personOf(trx, row.user_id);
          const user = { id: row.user_id, lang: person.lang };
          if (row.state === 'offered') {
            await tell(trx, user, { kind: 'offerReminder', lot: lot.lot_number, deadline: row.deadline });
          } else {
            const next = (await partsOf(trx, row.id)).find((p) => p.state === 'due');
            const amount = next
              ? partCharge({ amount: BigInt(next.amount), depositCounted: BigInt(next.deposit_counted) })
              : 0n;
            const kind = isDeadlineDay(row.deadline, road.now) ? 'lastDay' : 'reminder';
            await tell(trx, user, { kind, lot: lot.lot_number, amount, deadline: row.deadline });
          }
          outcome.reminded += 1;
        }
      }
    }
    return later;
  });
  if (jobs.length > 0) {
    try {
      await scheduleWinlotJobs(ctx.queues, lotId, jobs);
    } catch (error) {
      ctx.logger.warn({ err: error, lot_id: lotId }, 'winlot jobs not added; the sweep covers them');
    }
  }
  if (outcome.missed + outcome.expired > 0)
    ctx.logger.info({ lot_id: lotId, ...outcome }, 'won lot reviewed');
  return outcome;
}

/** The sweep's part (lifecycle/sweep.ts): every lot with a due deadline or reminder, a few at a time. */
export async function sweepWonLots(
  ctx: ReviewContext,
  options: { limit?: number; concurrency?: number } = {},
): Promise<number> {
  const lots = await dueWinlotLots(ctx.db, options.limit ?? 200);
  let reviewed = 0;
  await eachLimited(lots, options.concurrency ?? 8, async (lotId) => {
    try {
      await reviewWonLot(ctx, lotId);
      reviewed += 1;
    } catch (error) {
      ctx.logger.error({ err: error, lot_id: lotId }, 'sweep: won lot review failed');
    }
  });
  return reviewed;
}
