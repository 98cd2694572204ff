import type { OutgoingMessage } from './outbox.repository';

/** What a provider says became of a message it took. */
export type ProviderDelivery = 'pending' | 'delivered' | 'failed';

/** A way out for one channel: an SMS gateway, a mail server. */
export interface MessageTransport {
  /** Recorded on the message: 'eskiz', 'smtp'. */
  readonly provider: string;
  /**
   * Hands the message over. Throws PermanentSendError when the provider refuses it for good;
   * any other error (a timeout, a 5xx, a lost connection) is retried by the queue.
   */
  send(message: OutgoingMessage): Promise<{ providerMessageId: string | null }>;
  /** Asks the provider what became of a message; absent when it never tells (SMTP). */
  checkStatus?(providerMessageId: string): Promise<{ delivery: ProviderDelivery; providerStatus: string }>;
  close(): Promise<void>;
}

/** A refusal that no retry changes (a 4xx of the gateway, a mailbox that does not exist). */
export class PermanentSendError extends Error {
  override name = 'PermanentSendError';
}

/**
 * A recipient that is gone for good: a Telegram chat that blocked the bot, a browser that dropped
 * its push subscription. The delivery fails like any refusal, but it is the person's doing, not a
 * fault of the platform: counted apart, so the failing-messages alert does not page for it.
 */
export class RecipientGoneError extends PermanentSendError {
  override name = 'RecipientGoneError';
}

/** An error as one line for `last_error`: the provider's words, never the message body. */
export function describeSendError(error: unknown): string {
  const text =
    error instanceof Error
      ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`
      : String(error);
  return text.slice(0, 500);
}
