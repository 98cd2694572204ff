import type { Database } from '../../db/database';
import { createMessageRecorder, type MessageRecorder } from './delivery';
import type { OutgoingMessage } from './outbox.repository';

// One recorder per process, set at start (deps.ts) from the configured transports; until then
// both channels go to the development outbox without logging, so code run outside a process
// (scripts, tests) still works.
let recorder: MessageRecorder = createMessageRecorder();

export function setMessageRecorder(next: MessageRecorder): void {
  recorder = next;
}

/** Sends an SMS to a +998XXXXXXXXX number. Takes db or the caller's transaction. */
export async function sendSms(db: Database, to: string, text: string): Promise<void> {
  await recorder.record(db, { channel: 'sms', destination: to, subject: null, body: text });
}

/**
 * Sends an e-mail: its text, and an HTML part and headers when given (List-Unsubscribe). Takes db
 * or the caller's transaction.
 */
export async function sendEmail(
  db: Database,
  to: string,
  subject: string,
  text: string,
  extra: { html?: string; headers?: Record<string, string> } = {},
): Promise<void> {
  await recorder.record(db, { channel: 'email', destination: to, subject, body: text, ...extra });
}

/** A Telegram message of the platform's own (the bot telling a chat it is unlinked), not a notice. */
export async function sendTelegram(db: Database, chatId: string, text: string): Promise<void> {
  await recorder.record(db, { channel: 'telegram', destination: chatId, subject: null, body: text });
}

/**
 * A cabinet message's delivery on one channel (issue 27): an SMS, an e-mail with its HTML part and
 * headers, or a Telegram message with its button. Written at most once per message and channel; takes the caller's transaction.
 */
export async function sendNotice(
  db: Database,
  message: OutgoingMessage & { notificationId: string },
): Promise<boolean> {
  return (await recorder.record(db, message)) !== undefined;
}

/** A web push of the platform's own (a test the person asked for), not a notice: to one device. */
export async function sendPush(
  db: Database,
  push: { destination: string; subject: string; body: string; link: string },
): Promise<void> {
  await recorder.record(db, { channel: 'push', ...push });
}
