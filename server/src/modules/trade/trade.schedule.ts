/**
 * When the auction's jobs run (docs/architecture.md section 2, step 5). Per lot: `start` at starts_at, `close`
 * at ends_at, `payment-deadline` at the winner's deadline, each delayed to its time with a job id
 * made of the lot and the time, so adding it again is a no-op and a moved time makes a new job
 * (the old one then finds nothing to do: close re-checks the time in the engine). Jobs can be
 * lost (Redis flush, a crash between commit and add): the sweep every 5 s is the safety net.
 * What they do is in modules/auction/lifecycle/lifecycle.jobs.ts: scheduling apart, so the steps that schedule the next
 * job do not import the processor that runs them.
 */
import { mechanismOf } from '@kimoshdi/shared/domain/trade/mechanisms';
import { AuctionJobName, type Queues } from '../../redis/queues';

export interface LotJobData {
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

/**
 * After a new lot's commit: its start job when its mechanism starts by one (the auction: the job
 * also ends as not held an auction nobody applied to, which the sweep does not start); a lot of
 * another mechanism is moved by the sweep alone.
 */
export async function schedulePublishedLot(
  queues: AuctionQueues,
  lot: { id: number; tradeType: number; startsAt: Date },
): Promise<void> {
  if (mechanismOf(lot.tradeType).startsByJob) await scheduleStart(queues, lot.id, lot.startsAt.getTime());
}

export function scheduleClose(queues: AuctionQueues, lotId: number, atMs: number): Promise<void> {
  return addAt(queues, AuctionJobName.close, lotId, atMs);
}

export function schedulePaymentDeadline(queues: AuctionQueues, lotId: number, atMs: number): Promise<void> {
  return addAt(queues, AuctionJobName.paymentDeadline, lotId, atMs);
}

export type WinlotJobName =
  | typeof AuctionJobName.paymentDeadline
  | typeof AuctionJobName.winlotReminder
  | typeof AuctionJobName.offerDeadline;

/** A job of the won lot's road: each one reviews the lot's won-lot rows at its time (modules/winlot/review.ts). */
export interface WinlotJob {
  name: WinlotJobName;
  atMs: number;
}

export async function scheduleWinlotJobs(
  queues: AuctionQueues,
  lotId: number,
  jobs: readonly WinlotJob[],
): Promise<void> {
  for (const job of jobs) await addAt(queues, job.name, lotId, job.atMs);
}
