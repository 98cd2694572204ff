/**
 * The processor of the auction's BullMQ queue: each job runs one idempotent lifecycle step
 * (modules/trade/trade.schedule.ts says when they are added).
 */
import type { Job, Processor } from 'bullmq';
import { AuctionJobName } from '../../../redis/queues';
import { reviewWonLot } from '../../winlot';
import { closeAuction } from './close';
import { closeRetryAt } from './close-retry';
import type { LifecycleContext } from './context';
import { type LotJobData } from '../../trade';
import { startAuction } from './start';

/** Jobs of different lots run side by side; one lot's jobs are idempotent under its row lock. */
export const AUCTION_WORKER_CONCURRENCY = 8;

/** The processor of the auction queue. */
export function auctionProcessor(ctx: LifecycleContext): Processor {
  return async (job: Job) => {
    const data = job.data as Partial<LotJobData>;
    switch (job.name) {
      case AuctionJobName.start:
        return startAuction(ctx, Number(data.lotId));
      case AuctionJobName.close: {
        const outcome = await closeAuction(ctx, Number(data.lotId), {
          // A job that fired before the engine's clock reached the end comes back when the engine
          // says it is over, under a new id (the same id would be taken by this very job).
          rescheduleAt: (endsAtMs) =>
            closeRetryAt({
              endsAtMs,
              engineNowMs: ctx.engine.now(),
              localNowMs: Date.now(),
              scheduledAtMs: Number(data.atMs ?? 0),
            }),
        });
        return outcome.kind;
      }
      // The won lot's jobs all run its one review: it acts on whatever is due, once.
      case AuctionJobName.paymentDeadline:
      case AuctionJobName.offerDeadline:
      case AuctionJobName.winlotReminder:
        return reviewWonLot(ctx, Number(data.lotId));
      default:
        throw new Error(`no processor for auction job ${job.name}`);
    }
  };
}
