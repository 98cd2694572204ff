import type { StoredMessage } from '@kimoshdi/shared/domain/notification/message-params';
import type { Db } from '../../db/database';

export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  /** The text as first written (the user's language then): what is shown when `message` cannot be. */
  title: string;
  content: string;
  /** The key and parameters, rendered again in the reader's language each time it is read. */
  message?: StoredMessage;
  /** A path of this site the message leads to (e.g. `/profile/winlots`), shown as a link. */
  link?: string;
}

/** The row of a notification (one statement may insert many). */
export function notificationRow(message: NewNotification) {
  return {
    user_id: message.userId,
    type: message.type,
    title: message.title,
    content: message.content,
    message_key: message.message?.key ?? null,
    params: message.message?.params ?? null,
    link: message.link ?? null,
  };
}

/**
 * Puts a message in the user's cabinet. Takes the caller's transaction, so a notification about a
 * money movement exists exactly when the movement does.
 */
export async function notify(db: Db, message: NewNotification): Promise<void> {
  await db.insertInto('notifications').values(notificationRow(message)).execute();
}

/** Many notifications in one statement (a settlement writes one per applicant, a payment two). */
export async function notifyMany(db: Db, messages: readonly NewNotification[]): Promise<void> {
  if (messages.length === 0) return;
  if (messages.length === 1) return notify(db, messages[0] as NewNotification);
  await db.insertInto('notifications').values(messages.map(notificationRow)).execute();
}
