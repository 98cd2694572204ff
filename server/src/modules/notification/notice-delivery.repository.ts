import type { StoredMessage } from '@kimoshdi/shared/domain/notification/message-params';
import type { ChannelChoice, NoticeChannel, NoticeTopic } from '@kimoshdi/shared/domain/notification/topics';
import { sql } from 'kysely';
import type { QuietHours } from '@kimoshdi/shared/domain/notification/quiet-nights';
import type { Db } from '../../db/database';
import { hoursOf } from './notice-settings.repository';

/** A cabinet message of a topic whose deliveries are not written yet, with its person's contacts and choice. */
export interface PendingNotice {
  id: string;
  userId: string;
  topic: NoticeTopic;
  message: StoredMessage;
  link: string | null;
  phone: string | null;
  email: string | null;
  /** The linked Telegram chat's id. */
  telegramChat: string | null;
  /** The person's web push devices (push_subscriptions ids). */
  pushDevices: string[];
  lang: string;
  /** What the person changed from the topic's defaults. */
  changed: Partial<ChannelChoice>;
  /** Quiet hours as the person keeps them (null: the default), and which (undefined: the default's). */
  quietNights: boolean | null;
  quietHours: QuietHours | undefined;
}

/**
 * Takes the messages for writing their deliveries, in id order: locked until the caller's
 * transaction ends, and skipped when another process holds one or it is done, so each is
 * delivered once.
 */
export async function takePendingNotices(db: Db, ids: readonly string[]): Promise<PendingNotice[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('telegram_links as tg', 'tg.user_id', 'n.user_id')
    .leftJoin('notification_quiet_nights as q', 'q.user_id', 'n.user_id')
    .select([
      'tg.chat_id',
      'n.id',
      'n.user_id',
      'n.topic',
      'n.message_key',
      'n.params',
      'n.link',
      'u.phone',
      'u.email',
      'u.lang',
      sql<{ channel: string; enabled: boolean }[]>`coalesce((
        SELECT json_agg(json_build_object('channel', s.channel, 'enabled', s.enabled))
        FROM notification_settings s WHERE s.user_id = n.user_id AND s.topic = n.topic), '[]'::json)`.as(
        'changed',
      ),
      sql<string[]>`coalesce((
        SELECT array_agg(p.id::text ORDER BY p.id) FROM push_subscriptions p WHERE p.user_id = n.user_id),
        '{}')`.as('push_devices'),
      'q.enabled as quiet_nights',
      'q.from_hour',
      'q.to_hour',
    ])
    .where('n.id', '=', sql<string>`any(${[...ids]}::bigint[])`)
    .where('n.topic', 'is not', null)
    .where('n.channels_at', 'is', null)
    .forUpdate('n')
    .skipLocked()
    .orderBy('n.id')
    .execute();
  return rows.flatMap((row) => {
    const notice = pendingNoticeOf(row);
    return notice ? [notice] : [];
  });
}

type PendingRow = {
  chat_id: string | number | bigint | null;
  id: string;
  user_id: string;
  topic: string | null;
  message_key: string | null;
  params: unknown;
  link: string | null;
  phone: string | null;
  email: string | null;
  lang: string;
  changed: { channel: string; enabled: boolean }[];
  push_devices: string[];
  quiet_nights: boolean | null;
  from_hour: number | null;
  to_hour: number | null;
};

function pendingNoticeOf(row: PendingRow): PendingNotice | undefined {
  if (!row.topic || !row.message_key) return undefined;
  const changed: Partial<ChannelChoice> = {};
  for (const choice of row.changed) changed[choice.channel as NoticeChannel] = choice.enabled;
  return {
    id: row.id,
    userId: row.user_id,
    topic: row.topic as NoticeTopic,
    message: { key: row.message_key, params: row.params } as StoredMessage,
    link: row.link,
    phone: row.phone,
    email: row.email,
    telegramChat: row.chat_id === null ? null : String(row.chat_id),
    pushDevices: row.push_devices,
    lang: row.lang,
    changed,
    quietNights: row.quiet_nights ?? null,
    quietHours: hoursOf(row.from_hour, row.to_hour),
  };
}

/** The messages' deliveries are written (or they had no channel to go on). */
export async function markNoticesDelivered(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ channels_at: sql<Date>`now()` })
    .where('id', '=', sql<string>`any(${[...ids]}::bigint[])`)
    .execute();
}

/** Some of the message's deliveries wait until `after` (its SMS, for the morning). */
export async function deferNotice(db: Db, id: string, after: Date): Promise<void> {
  await db.updateTable('notifications').set({ channels_after: after }).where('id', '=', id).execute();
}

/**
 * Messages of a topic not delivered within `staleMs` (an announcement nobody heard) and not waiting
 * for the morning, oldest first.
 */
export async function listPendingNoticeIds(
  db: Db,
  { staleMs, limit }: { staleMs: number; limit: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('id')
    .where('topic', 'is not', null)
    .where('channels_at', 'is', null)
    .where('sent_at', '<', sql<Date>`now() - make_interval(secs => ${staleMs / 1000})`)
    .where((eb) => eb.or([eb('channels_after', 'is', null), eb('channels_after', '<=', sql<Date>`now()`)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Whether the person was told on Telegram or by push of being outbid on the same lot (the same page) within
 * `withinMs`: the next such message waits out the minute (issue 27: one a minute per lot).
 */
export async function outbidToldRecently(
  db: Db,
  { id, userId, link, withinMs }: { id: string; userId: string; link: string | null; withinMs: number },
): Promise<boolean> {
  if (link === null) return false;
  const row = await db
    .selectFrom('notifications as n')
    .innerJoin('outbox_messages as o', 'o.notification_id', 'n.id')
    .select('n.id')
    .where('n.user_id', '=', userId)
    .where('n.topic', '=', 'outbid')
    .where('n.link', '=', link)
    .where('n.channels_at', '>', sql<Date>`now() - make_interval(secs => ${withinMs / 1000})`)
    .where('n.id', '<>', id)
    .where('o.channel', 'in', ['telegram', 'push'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
