import type { Database } from '../../db/database';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.generated';

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
export async function notify(db: Database | Transaction<DB>, message: NewNotification): Promise<void> {
  await db
    .insertInto('notifications')
    .values({ user_id: message.userId, type: message.type, title: message.title, content: message.content })
    .execute();
}
