/**
 * What sending messages works with: built from deps in a worker process (messagesContext), or by
 * hand in tests.
 */
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { MessagingConfig } from '../../messaging-config';
import type { Queues } from '../../redis/queues';
import type { MessageTransports } from './transports';

export interface MessagesContext {
  db: Database;
  /** Only the messages queue is used (send jobs, delayed status checks). */
  queues: Pick<Queues, 'messages'>;
  transports: MessageTransports;
  logger: Logger;
  /** The first delivery-status check of an SMS waits this long; each next one twice as long. */
  statusCheckMs: number;
}

export interface MessagesParts {
  db: Database;
  queues: Pick<Queues, 'messages'>;
  messageTransports: MessageTransports;
  logger: Logger;
  config: { messaging: MessagingConfig };
}

export function messagesContext(deps: MessagesParts): MessagesContext {
  const { sms } = deps.config.messaging;
  return {
    db: deps.db,
    queues: deps.queues,
    transports: deps.messageTransports,
    logger: deps.logger,
    statusCheckMs: sms.transport === 'gateway' ? sms.statusCheckMs : 30_000,
  };
}
