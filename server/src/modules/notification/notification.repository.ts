import type { StoredMessage } from '@kimoshdi/shared/domain/notification/message-params';
import { topicOf } from '@kimoshdi/shared/domain/notification/topics';
import { sql } from 'kysely';
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
  /** Kept in the cabinet even when its key has a topic (an outbid message for someone watching). */
  cabinetOnly?: boolean;
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
    // A message of a topic is also delivered on the person's channels, after its commit (notice-dispatch.ts).
    topic: message.cabinetOnly ? null : (topicOf(message.message?.key) ?? null),
  };
}

/**
 * Puts a message in the user's cabinet. Takes the caller's transaction, so a notification about a
 * money movement exists exactly when the movement does; one of a topic is announced at its commit
 * and delivered on the user's channels by the worker.
 */
export async function notify(db: Db, message: NewNotification): Promise<void> {
  await db.insertInto('notifications').values(notificationRow(message)).execute();
}

/**
 * Many notifications in one statement (a settlement writes one per applicant, a payment two, the
 * outbid notices a second's worth). The columns go as arrays: one statement text for any count,
 * named and planned once (db/named-statements.ts), where a VALUES list is a new text per count.
 */
export async function notifyMany(db: Db, messages: readonly NewNotification[]): Promise<void> {
  if (messages.length === 0) return;
  if (messages.length === 1) return notify(db, messages[0] as NewNotification);
  const rows = messages.map(notificationRow);
  await sql`
    INSERT INTO notifications (user_id, type, title, content, message_key, params, link, topic)
    SELECT n.user_id, n.type, n.title, n.content, n.message_key, n.params::jsonb, n.link, n.topic
    FROM unnest(${rows.map((r) => r.user_id)}::bigint[], ${rows.map((r) => r.type)}::text[],
                ${rows.map((r) => r.title)}::text[], ${rows.map((r) => r.content)}::text[],
                ${rows.map((r) => r.message_key)}::text[],
                ${rows.map((r) => (r.params === null ? null : JSON.stringify(r.params)))}::text[],
                ${rows.map((r) => r.link)}::text[], ${rows.map((r) => r.topic)}::text[])
      AS n (user_id, type, title, content, message_key, params, link, topic)`.execute(db);
}
