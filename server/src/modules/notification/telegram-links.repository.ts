import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A person's linked Telegram chat. */
export interface TelegramLink {
  chatId: string;
  username: string | null;
  linkedAt: Date;
}

/** A new one-time code for the person (by its hash); the person's older codes stop working. */
export async function replaceLinkCode(
  db: Db,
  { userId, codeHash, expiresAt }: { userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.deleteFrom('telegram_link_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('telegram_link_codes')
    .values({ code_hash: codeHash, user_id: userId, expires_at: expiresAt })
    .execute();
}

/** Uses a code up: the person it was made for, or undefined when unknown, used or expired. */
export async function takeLinkCode(db: Db, codeHash: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom('telegram_link_codes')
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row ? String(row.user_id) : undefined;
}

/**
 * Links the chat to the person: it replaces the person's earlier chat, and a chat linked to another
 * account before moves here (one person per chat, one chat per person). Answers the person's
 * previous chat when it was another one.
 */
export async function linkChat(
  db: Db,
  { userId, chatId, username }: { userId: string; chatId: string; username: string | null },
): Promise<string | undefined> {
  await db
    .deleteFrom('telegram_links')
    .where('chat_id', '=', chatId)
    .where('user_id', '<>', userId)
    .execute();
  const previous = await db
    .selectFrom('telegram_links')
    .select('chat_id')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  await db
    .insertInto('telegram_links')
    .values({ user_id: userId, chat_id: chatId, username })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ chat_id: chatId, username, linked_at: new Date() }),
    )
    .execute();
  const before = previous ? String(previous.chat_id) : undefined;
  return before !== chatId ? before : undefined;
}

/** Unlinks the person's chat: the chat it was, or undefined when none was linked. */
export async function unlinkUser(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom('telegram_links')
    .where('user_id', '=', userId)
    .returning('chat_id')
    .executeTakeFirst();
  return row ? String(row.chat_id) : undefined;
}

/** Unlinks a chat from whoever linked it: that person, or undefined when it was not linked. */
export async function unlinkChat(
  db: Db,
  chatId: string,
): Promise<{ userId: string; lang: string } | undefined> {
  const row = await db
    .deleteFrom('telegram_links')
    .where('chat_id', '=', chatId)
    .returning([
      'user_id',
      (eb) =>
        eb.selectFrom('users').select('lang').whereRef('users.id', '=', 'telegram_links.user_id').as('lang'),
    ])
    .executeTakeFirst();
  return row ? { userId: String(row.user_id), lang: row.lang ?? 'uz' } : undefined;
}

export async function findTelegramLink(db: Db, userId: string): Promise<TelegramLink | undefined> {
  const row = await db
    .selectFrom('telegram_links')
    .select(['chat_id', 'username', 'linked_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { chatId: String(row.chat_id), username: row.username, linkedAt: row.linked_at };
}

/** The person's language, to answer in. */
export async function languageOf(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('lang').where('id', '=', userId).executeTakeFirst();
  return row?.lang;
}

/** Of these people, those with a linked chat. */
export async function withLinkedChats(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('telegram_links')
    .select('user_id')
    .where('user_id', '=', sql<string>`any(${[...new Set(userIds)]}::bigint[])`)
    .execute();
  return new Set(rows.map((row) => String(row.user_id)));
}
