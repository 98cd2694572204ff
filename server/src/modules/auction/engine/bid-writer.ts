/**
 * Group commit (docs/architecture.md section 2, step 3): a bid is acknowledged only once its row is committed
 * in PostgreSQL. Committing each bid alone would cap bids at one fsync each; instead every bid
 * accepted while the previous commit was in flight waits for the next one, and they commit
 * together in one statement. Under light load a batch is one bid and waits for nothing; under a
 * storm batches grow by themselves. One commit is in flight at a time, so a process broadcasts its
 * bids in seq order.
 */
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Logger } from '../../../lib/logger';
import { bidCommitBatchSize, bidCommitDuration } from '../../../lib/metrics';
import { insertBids, type BidRow } from '../auction.repository';
import type { ChainHead } from '../bid-chain.repository';

interface Waiting {
  rows: BidRow[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface BidWriter {
  /** Resolves once every row is committed; rejects if the commit failed (nothing acknowledged). */
  write(rows: BidRow[]): Promise<void>;
  /** Resolves when nothing is queued or in flight. */
  idle(): Promise<void>;
  /** Commits per batch so far (for the benchmarks' reports). */
  stats(): { commits: number; rows: number };
}

/** The most rows one statement carries: a bigger backlog goes in the next commit. */
const MAX_BATCH_ROWS = 2_000;

export function createBidWriter(db: Database, logger: Logger): BidWriter {
  const queue: Waiting[] = [];
  let flushing: Promise<void> | undefined;
  /** The end each lot had in its last commit from here: only a moved end updates `lots`. */
  const knownEnds = new Map<number, number>();
  /**
   * Each lot's last bid chained from here (docs/bid-log.md): the next batch of the lot follows it,
   * so the hot path computes its hashes without reading the record (the insert checks it).
   */
  const chainHeads = new Map<number, ChainHead>();
  let commits = 0;
  let committedRows = 0;

  async function flushLoop(): Promise<void> {
    while (queue.length > 0) {
      const batch: Waiting[] = [];
      let size = 0;
      while (queue.length > 0 && (batch.length === 0 || size + queue[0]!.rows.length <= MAX_BATCH_ROWS)) {
        const next = queue.shift()!;
        batch.push(next);
        size += next.rows.length;
      }
      const timer = bidCommitDuration.startTimer();
      try {
        const rows = batch.flatMap((w) => w.rows);
        const moved = new Map<number, number>();
        for (const row of rows) {
          if (row.endsAtMs > (moved.get(row.lotId) ?? knownEnds.get(row.lotId) ?? 0))
            moved.set(row.lotId, row.endsAtMs);
        }
        const { clashes, brokenChains } = await insertBids(db, rows, { movedEnds: moved, heads: chainHeads });
        timer({ outcome: 'committed' });
        bidCommitBatchSize.observe(size);
        if (brokenChains.length > 0)
          logger.error(
            { lots: brokenChains },
            'a committed bid chain disagrees with its bids: chained no further',
          );
        for (const [lotId, endsAtMs] of moved) knownEnds.set(lotId, endsAtMs);
        commits += 1;
        committedRows += size;
        for (const waiting of batch) {
          if (waiting.rows.some((r) => clashes.has(`${r.lotId}:${r.seq}`))) {
            logger.error({ rows: waiting.rows }, 'a bid lost its seq to another: not acknowledged');
            waiting.reject(new AppError('SERVICE_UNAVAILABLE', { reason: 'bid-not-durable' }));
          } else waiting.resolve();
        }
      } catch (error) {
        // Nothing of this batch is acknowledged. The bids stand in Redis; the reconciler copies
        // them into PostgreSQL once it is back, and the record stays complete.
        timer({ outcome: 'failed' });
        logger.error({ err: error, rows: size }, 'group commit of bids failed');
        for (const waiting of batch) waiting.reject(error);
      }
    }
  }

  function kick(): void {
    if (flushing) return;
    flushing = flushLoop().finally(() => {
      flushing = undefined;
      if (queue.length > 0) kick();
    });
  }

  return {
    write(rows) {
      if (rows.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        queue.push({ rows, resolve, reject });
        kick();
      });
    },
    async idle() {
      while (flushing || queue.length > 0) await (flushing ?? Promise.resolve());
    },
    stats: () => ({ commits, rows: committedRows }),
  };
}
