import type { Db } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { messagesSent } from '../../lib/metrics';
import { insertOutboxMessage, type Channel, type OutgoingMessage } from './outbox.repository';

/**
 * Records a message in the caller's transaction (the transactional outbox). A channel kept in the
 * development outbox has arrived once written (readable at /dev/outbox outside production); any
 * other is queued, and a worker sends it after the commit (outbox-dispatch.ts, messages.jobs.ts).
 */
export interface MessageRecorder {
  /** The message's id; undefined when it is a cabinet message's delivery that exists already. */
  record(db: Db, message: OutgoingMessage): Promise<string | undefined>;
}

export function createMessageRecorder({
  keptInOutbox = { sms: true, email: true, telegram: true, push: true },
  logger,
  logBodies = false,
}: {
  /** Channels whose transport is the development outbox. */
  keptInOutbox?: Record<Channel, boolean>;
  logger?: Logger;
  /** Bodies carry one-time codes: logged only when set (never in production). */
  logBodies?: boolean;
} = {}): MessageRecorder {
  return {
    async record(db, message) {
      const delivered = keptInOutbox[message.channel];
      const id = await insertOutboxMessage(db, message, { delivered });
      if (id !== undefined && delivered) {
        messagesSent.inc({ channel: message.channel, outcome: 'outbox' });
        logger?.info(
          {
            id,
            channel: message.channel,
            to: message.destination,
            ...(message.subject ? { subject: message.subject } : {}),
            ...(logBodies ? { body: message.body } : {}),
          },
          `${message.channel} written to the development outbox`,
        );
      }
      return id;
    },
  };
}
