import type { Logger } from '../../lib/logger';
import type { MessagingConfig } from '../../messaging-config';
import { createEskizTransport } from './eskiz-gateway';
import type { MessageTransport } from './message-transport';
import type { Channel } from './outbox.repository';
import { createSmtpTransport } from './smtp-transport';

/** The real transports of a process; a channel without one is kept in the development outbox. */
export type MessageTransports = Record<Channel, MessageTransport | undefined>;

export function createMessageTransports(config: MessagingConfig, logger: Logger): MessageTransports {
  return {
    sms: config.sms.transport === 'gateway' ? createEskizTransport(config.sms, logger) : undefined,
    email: config.email.transport === 'smtp' ? createSmtpTransport(config.email) : undefined,
  };
}
