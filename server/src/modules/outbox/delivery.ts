import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { insertOutboxMessage, type OutgoingMessage } from './outbox.repository';

/**
 * How SMS and e-mails leave the platform. Every channel goes through one adapter, so a real SMS
 * gateway or mail server is one more implementation of this interface, chosen at start.
 */
export interface DeliveryAdapter {
  readonly name: string;
  deliver(db: Database, message: OutgoingMessage): Promise<void>;
}

/**
 * The development and test adapter: the message is written to outbox_messages (readable at
 * /dev/outbox outside production) and logged. Nothing leaves the machine. Bodies carry one-time
 * codes, so they are logged only when `logBodies` is set (never in production).
 */
export function createOutboxAdapter(logger?: Logger, { logBodies = false } = {}): DeliveryAdapter {
  return {
    name: 'outbox',
    async deliver(db, message) {
      await insertOutboxMessage(db, message);
      logger?.info(
        {
          channel: message.channel,
          to: message.destination,
          ...(message.subject ? { subject: message.subject } : {}),
          ...(logBodies ? { body: message.body } : {}),
        },
        `${message.channel} written to the development outbox`,
      );
    },
  };
}
