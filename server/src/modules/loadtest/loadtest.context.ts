/**
 * What the load-test commands work with: the process's connections and the auction's engine (a
 * lot's start, a live lot's Redis state rebuilt after seating), built once in deps.ts.
 */
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { Redis } from '../../redis/connection';
import type { Keys } from '../../redis/keys';
import type { Queues } from '../../redis/queues';
import type { AuctionEngine, LifecycleContext } from '../auction';
import type { SessionService } from '../session';

export interface LoadtestContext {
  db: Database;
  redis: Redis;
  keys: Keys;
  queues: Pick<Queues, 'auction'>;
  auction: { engine: AuctionEngine; broadcaster: LifecycleContext['broadcaster'] };
  logger: Logger;
  sessions: Pick<SessionService, 'start'>;
}
