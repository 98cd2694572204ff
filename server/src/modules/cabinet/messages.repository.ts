import type { Language, Message, PageQuery } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { readMessage } from '../notification';

// Every query filters on user_id first: a row of another user is simply not there for the caller,
// which is how "another user's id" answers 404 without revealing that the id exists.

/** The user's messages, worded in `lang` (the reader's), whatever language they were written in. */
export async function listMessages(db: Database, userId: string, { page, size }: PageQuery, lang: Language) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'type', 'title', 'content', 'message_key', 'params', 'link', 'sent_at', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    countMessages(db, userId, false),
  ]);
  const items: Message[] = rows.map((row) => ({
    id: row.id,
    type: row.type as Message['type'],
    ...readMessage(lang, row),
    sent_at: row.sent_at.toISOString(),
    read: row.read_at !== null,
    link: row.link,
  }));
  return { items, total };
}

export async function countMessages(db: Database, userId: string, unreadOnly: boolean): Promise<number> {
  let query = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId);
  if (unreadOnly) query = query.where('read_at', 'is', null);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** True when the message is the user's (read before or now); a second read keeps the first time. */
export async function markMessageRead(db: Database, userId: string, id: string): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllMessagesRead(db: Database, userId: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}
