import type { Db } from '../../db/database';

export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  content: string;
}

/**
 * Puts a message in the user's cabinet. Takes the caller's transaction, so a notification about a
 * money movement exists exactly when the movement does.
 */
export async function notify(db: Db, message: NewNotification): Promise<void> {
  await db
    .insertInto('notifications')
    .values({ user_id: message.userId, type: message.type, title: message.title, content: message.content })
    .execute();
}
