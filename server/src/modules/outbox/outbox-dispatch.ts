/**
 * From a committed outbox row to a BullMQ job (docs/decisions.md "Messages that really leave").
 * The row's insert trigger notifies `outbox_message_queued` with its id at commit, and every worker
 * process listening turns it into a `send` job at once; the job id is the message's, so several
 * processes hearing one notification add one job. A sweep hands any message still queued after a
 * few seconds to the queue again (a notification lost while no one listened, jobs lost with
 * Redis), and the same sweep runs after every (re)connect of the listener.
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
  await queues.messages.add(MessageJobName.send, { id }, { jobId: `message-${id}` });
}

/** Hands stuck messages to the queue; answers how many it handed. */
export async function sweepStuckMessages(
  { db, queues }: { db: Database; queues: MessagesQueue },
  staleMs = MESSAGE_STALE_MS,
): Promise<number> {
  const ids = await listStuckMessageIds(db, { staleMs, limit: SWEEP_BATCH });
  for (const id of ids) await enqueueMessage(queues, id);
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
  return watchAnnouncedRows({
    databaseUrl,
    channel: QUEUED_CHANNEL,
    logger,
    sweepEveryMs,
    what: 'queued messages',
    take: (id) => {
      enqueueMessage(queues, id).catch((error: unknown) =>
        // The sweep takes it in a few seconds.
        logger.warn({ err: error, id }, 'a queued message could not be handed to the queue'),
      );
    },
    sweep: (staleMs) => sweepStuckMessages({ db, queues }, staleMs),
  });
}
