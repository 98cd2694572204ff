import type { NoticeChannel, NoticeTopic } from '@kimoshdi/shared/domain/notification/topics';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DeliveryStatus } from '../outbox';

/** A person as the operator's view of notices names them. */
export async function findPersonByContact(
  db: Db,
  contact: { phone: string } | { email: string },
): Promise<{ id: string; full_name: string; phone: string | null; email: string | null } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'full_name', 'phone', 'email'])
    .$if('phone' in contact, (q) => q.where('phone', '=', (contact as { phone: string }).phone))
    .$if('email' in contact, (q) => q.where('email', '=', (contact as { email: string }).email))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row && { ...row, id: String(row.id) };
}

export interface NoticeWithDeliveries {
  id: string;
  sentAt: Date;
  title: string;
  content: string;
  messageKey: string | null;
  params: unknown;
  topic: NoticeTopic;
  channelsAt: Date | null;
  channelsAfter: Date | null;
  deliveries: {
    channel: NoticeChannel;
    status: DeliveryStatus;
    attempts: number;
    last_error: string | null;
    sent_at: string | null;
    delivered_at: string | null;
  }[];
}

/** The person's latest notices of a topic with their deliveries, newest first. */
export async function recentNoticesWithDeliveries(
  db: Db,
  userId: string,
  limit: number,
): Promise<NoticeWithDeliveries[]> {
  const rows = await db
    .selectFrom('notifications as n')
    .select([
      'n.id',
      'n.sent_at',
      'n.title',
      'n.content',
      'n.message_key',
      'n.params',
      'n.topic',
      'n.channels_at',
      'n.channels_after',
      // Its deliveries in the order they were written (SMS, e-mail, Telegram).
      sql<NoticeWithDeliveries['deliveries']>`coalesce((
        SELECT json_agg(json_build_object('channel', o.channel, 'status', o.status, 'attempts', o.attempts,
          'last_error', o.last_error, 'sent_at', o.sent_at, 'delivered_at', o.delivered_at) ORDER BY o.id)
        FROM outbox_messages o WHERE o.notification_id = n.id), '[]'::json)`.as('deliveries'),
    ])
    .where('n.user_id', '=', userId)
    .where('n.topic', 'is not', null)
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    sentAt: row.sent_at,
    title: row.title,
    content: row.content,
    messageKey: row.message_key,
    params: row.params,
    topic: row.topic as NoticeTopic,
    channelsAt: row.channels_at,
    channelsAfter: row.channels_after,
    deliveries: row.deliveries,
  }));
}
