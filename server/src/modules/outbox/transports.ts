import type { Logger } from '../../lib/logger';
import type { MessagingConfig } from '../../messaging-config';
import { createEskizTransport } from './eskiz-gateway';
import type { MessageTransport } from './message-transport';
import type { Channel } from './outbox.repository';
import { createPushTransport, type PushDeviceAccess } from './push-transport';
import { createSmtpTransport } from './smtp-transport';
import { createTelegramTransport } from './telegram-transport';

/** The real transports of a process; a channel without one is kept in the development outbox. */
export type MessageTransports = Record<Channel, MessageTransport | undefined>;

/**
 * `onChatGone`: a Telegram chat that blocked the bot or no longer exists (unlinked by the caller).
 * `pushDevices`: the devices web pushes go to, and the pair they are signed with.
 */
export function createMessageTransports(
  config: MessagingConfig,
  logger: Logger,
  onChatGone: (chatId: string) => Promise<void>,
  pushDevices: PushDeviceAccess,
): MessageTransports {
  return {
    sms: config.sms.transport === 'gateway' ? createEskizTransport(config.sms, logger) : undefined,
    email: config.email.transport === 'smtp' ? createSmtpTransport(config.email) : undefined,
    telegram:
      config.telegram.transport === 'bot' ? createTelegramTransport(config.telegram, onChatGone) : undefined,
    push: config.push.transport === 'webpush' ? createPushTransport(config.push, pushDevices) : undefined,
  };
}
