/**
 * The operator's moderation desk as the routes call it, built once in deps.ts: the queue, one
 * order, and the three decisions (approving schedules the lot's start on the auction queue).
 */
import type { Language, PageQuery } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import type { Queues } from '../../redis/queues';
import { approveOrder, rejectOrder, returnOrder } from './order-moderation.commands';
import { moderationOrderInfo, moderationQueue, streamModerationQueue } from './order-moderation.queries';

type Decision = { orderId: number; moderatorId: string };

export function createModerationDesk(deps: { db: Database; queues: Pick<Queues, 'auction'> }) {
  const { db } = deps;
  return {
    queue: (page: PageQuery) => moderationQueue(db, page),
    /** The whole queue, a page at a time (exports). */
    streamQueue: () => streamModerationQueue(db),
    order: (orderId: number, lang: Language) => moderationOrderInfo(db, orderId, lang),
    approve: (input: Decision) => approveOrder(deps, input),
    return: (input: Decision & { reason: string }) => returnOrder(db, input),
    reject: (input: Decision & { reason: string }) => rejectOrder(db, input),
  };
}

export type ModerationDesk = ReturnType<typeof createModerationDesk>;
