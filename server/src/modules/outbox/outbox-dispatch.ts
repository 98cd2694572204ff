/**
 * From a committed outbox row to a BullMQ job (docs/decisions.md "Messages that really leave").
 * The row's insert trigger notifies `outbox_message_queued` with its id at commit, and every worker
 * process listening turns it into a `send` job at once (those heard in one turn together); the
 * job id is the message's, so several processes hearing one notification add one job. A sweep
 * hands any message still queued after a few seconds to the queue again (a notification lost
 * while no one listened, jobs lost with Redis), and the same sweep runs after every (re)connect
 * of the listener.
 */
import { watchAnnouncedRows } from '../../db/announced-rows';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { MessageJobName, type Queues } from '../../redis/queues';
import { listStuckMessageIds } from './outbox.repository';

export const QUEUED_CHANNEL = 'outbox_message_queued';
/** A queued message no job took within this long is handed to the queue by the sweep. */
export const MESSAGE_STALE_MS = 5_000;
const SWEEP_BATCH = 500;

type MessagesQueue = Pick<Queues, 'messages'>;

/** The message's send job; adding it again while it waits or runs changes nothing. */
export async function enqueueMessage(queues: MessagesQueue, id: string): Promise<void> {
  await enqueueMessages(queues, [id]);
}

/** Several messages' send jobs in one round trip to Redis (BullMQ's addBulk: one pipeline). */
export async function enqueueMessages(queues: MessagesQueue, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await queues.messages.addBulk(
    ids.map((id) => ({ name: MessageJobName.send, data: { id }, opts: { jobId: `message-${id}` } })),
  );
}

/** Hands stuck messages to the queue; answers how many it handed. */
export async function sweepStuckMessages(
  { db, queues }: { db: Database; queues: MessagesQueue },
  staleMs = MESSAGE_STALE_MS,
): Promise<number> {
  const ids = await listStuckMessageIds(db, { staleMs, limit: SWEEP_BATCH });
  await enqueueMessages(queues, ids);
  return ids.length;
}

export function startOutboxDispatch(options: {
  databaseUrl: string;
  db: Database;
  queues: MessagesQueue;
  logger: Logger;
  sweepEveryMs: number;
}): { stop(): Promise<void> } {
  const { databaseUrl, db, queues, logger, sweepEveryMs } = options;
  // The announcements of one read of the listener's socket (a spike's commits arrive together)
  // become one addBulk at the end of the turn, not a round trip to Redis each.
  const announced = new Set<string>();
  const flush = () => {
    const ids = [...announced];
    announced.clear();
    enqueueMessages(queues, ids).catch((error: unknown) =>
      // The sweep takes them in a few seconds.
      logger.warn({ err: error, count: ids.length }, 'queued messages could not be handed to the queue'),
    );
  };
  return watchAnnouncedRows({
    databaseUrl,
    channel: QUEUED_CHANNEL,
    logger,
    sweepEveryMs,
    what: 'queued messages',
    take: (id) => {
      if (announced.size === 0) setImmediate(flush);
      announced.add(id);
    },
    sweep: (staleMs) => sweepStuckMessages({ db, queues }, staleMs),
  });
}
