/**
 * The auction's BullMQ jobs (design.md section 2, step 5). Per lot: `start` at starts_at, `close`
 * at ends_at, `payment-deadline` at the winner's deadline, each delayed to its time with a job id
 * made of the lot and the time, so adding it again is a no-op and a moved time makes a new job
 * (the old one then finds nothing to do: close re-checks the time in the engine). Jobs can be
 * lost (Redis flush, a crash between commit and add): the sweep every 5 s is the safety net.
 */
import type { Job, Processor } from 'bullmq';
import { AuctionJobName, type Queues } from '../../../jobs/queues';
import { closeAuction } from './close';
import type { LifecycleContext } from './context';
import { paymentDeadlinePassed } from './payment-deadline';
import { startAuction } from './start';

/** Jobs of different lots run side by side; one lot's jobs are idempotent under its row lock. */
export const AUCTION_WORKER_CONCURRENCY = 8;

/** A close that fires a little early (clocks differ) comes back no sooner than this. */
const MIN_RETRY_MS = 250;

interface LotJobData {
  lotId: number;
  /** The time the job was scheduled for (epoch ms). */
  atMs: number;
}

type AuctionQueues = Pick<Queues, 'auction'>;

async function addAt(queues: AuctionQueues, name: string, lotId: number, atMs: number): Promise<void> {
  const at = Math.round(atMs);
  // BullMQ ids may not contain ':'.
  await queues.auction.add(name, { lotId, atMs: at } satisfies LotJobData, {
    jobId: `${name}-${lotId}-${at}`,
    delay: Math.max(0, at - Date.now()),
  });
}

export function scheduleStart(queues: AuctionQueues, lotId: number, atMs: number): Promise<void> {
  return addAt(queues, AuctionJobName.start, lotId, atMs);
}

export function scheduleClose(queues: AuctionQueues, lotId: number, atMs: number): Promise<void> {
  return addAt(queues, AuctionJobName.close, lotId, atMs);
}

export function schedulePaymentDeadline(queues: AuctionQueues, lotId: number, atMs: number): Promise<void> {
  return addAt(queues, AuctionJobName.paymentDeadline, lotId, atMs);
}

/** The processor of the auction queue. */
export function auctionProcessor(ctx: LifecycleContext): Processor {
  return async (job: Job) => {
    const data = job.data as Partial<LotJobData>;
    switch (job.name) {
      case AuctionJobName.start:
        return startAuction(ctx, Number(data.lotId));
      case AuctionJobName.close: {
        const outcome = await closeAuction(ctx, Number(data.lotId), {
          // A job that fired before the engine's clock reached the end comes back a bit later,
          // under a new id (the same id would be taken by this very job).
          rescheduleAt: (endsAtMs) => Math.max(endsAtMs, Number(data.atMs ?? 0) + MIN_RETRY_MS),
        });
        return outcome.kind;
      }
      case AuctionJobName.paymentDeadline:
        return paymentDeadlinePassed(ctx, Number(data.lotId));
      default:
        throw new Error(`no processor for auction job ${job.name}`);
    }
  };
}
