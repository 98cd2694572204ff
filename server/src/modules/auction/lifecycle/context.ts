/**
 * What the auction's lifecycle (start, close and settle, pause and resume, the sweep) works with.
 * Built from deps in a process (lifecycleContext), or by hand in tests with a fake engine.
 */
import type { Database } from '../../../db/database';
import type { Queues } from '../../../redis/queues';
import type { Logger } from '../../../lib/logger';
import type { AuctionBroadcaster, AuctionEngine } from '../engine/engine.types';
import { holidaysAround } from '../../../lib/uzbek-holidays';

export interface LifecycleContext {
  db: Database;
  /** Only the auction queue is used (delayed start, close and payment-deadline jobs). */
  queues: Pick<Queues, 'auction'>;
  engine: AuctionEngine;
  broadcaster: AuctionBroadcaster;
  logger: Logger;
  /** The public holidays a payment term starting at `at` may meet (default: Uzbekistan's). */
  holidays?: (at: Date) => ReadonlySet<string>;
}

/** What a process holds that the lifecycle needs (deps.ts has it all). */
export interface LifecycleParts {
  db: Database;
  queues: Pick<Queues, 'auction'>;
  auction: { engine: AuctionEngine; broadcaster: AuctionBroadcaster };
  logger: Logger;
}

export function lifecycleContext(deps: LifecycleParts): LifecycleContext {
  return {
    db: deps.db,
    queues: deps.queues,
    engine: deps.auction.engine,
    broadcaster: deps.auction.broadcaster,
    logger: deps.logger,
    holidays: holidaysAround,
  };
}
