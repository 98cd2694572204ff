import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type Channel = 'sms' | 'email' | 'telegram' | 'push';

/** The migration's states (migrations/20261122_0650_outbox_delivery.sql draws the road). */
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'failed';

export interface OutgoingMessage {
  channel: Channel;
  /** A phone number (+998XXXXXXXXX), an e-mail address, a Telegram chat's id, or a push device's id. */
  destination: string;
  /** E-mails: the subject. Telegram: the label of the button that opens `link`. Push: the title. */
  subject: string | null;
  body: string;
  /** E-mails only: an HTML part beside the text, and headers (List-Unsubscribe). */
  html?: string | null;
  headers?: Record<string, string> | null;
  /** Telegram: the page the message's button opens. Push: the page the notification opens. */
  link?: string | null;
  /**
   * The cabinet message this delivers (issue 27): at most one delivery per message and channel,
   * and by push one per message and device.
   */
  notificationId?: string | null;
}

export interface OutboxMessage extends OutgoingMessage {
  id: string;
  createdAt: Date;
  status: DeliveryStatus;
  attempts: number;
  provider: string | null;
  providerMessageId: string | null;
  lastError: string | null;
  sentAt: Date | null;
  deliveredAt: Date | null;
}

/**
 * A message claimed by a sending job that found none in flight longer than this is taken as lost
 * (its process died mid-send) and may be claimed again: a code sent twice beats one never sent.
 */
export const SENDING_LOST_AFTER_MS = 2 * 60 * 1000;

const COLUMNS = [
  'id',
  'channel',
  'destination',
  'subject',
  'body',
  'html',
  'headers',
  'link',
  'notification_id',
  'created_at',
  'status',
  'attempts',
  'provider',
  'provider_message_id',
  'last_error',
  'sent_at',
  'delivered_at',
] as const;

type Row = {
  id: string;
  channel: string;
  destination: string;
  subject: string | null;
  body: string;
  html: string | null;
  headers: unknown;
  link: string | null;
  notification_id: string | null;
  created_at: Date;
  status: string;
  attempts: number;
  provider: string | null;
  provider_message_id: string | null;
  last_error: string | null;
  sent_at: Date | null;
  delivered_at: Date | null;
};

function toMessage(row: Row): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel as Channel,
    destination: row.destination,
    subject: row.subject,
    body: row.body,
    html: row.html,
    headers: row.headers as Record<string, string> | null,
    link: row.link,
    notificationId: row.notification_id,
    createdAt: row.created_at,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    provider: row.provider,
    providerMessageId: row.provider_message_id,
    lastError: row.last_error,
    sentAt: row.sent_at,
    deliveredAt: row.delivered_at,
  };
}

/**
 * Takes the caller's transaction too, so a message exists exactly when what it announces does.
 * `delivered`: the development outbox is its destination, so it arrived on insert; else it is
 * queued and the insert's trigger announces it at commit. A delivery of a cabinet message that
 * exists already (the same message on the same channel) is not written again: undefined.
 */
export async function insertOutboxMessage(
  db: Db,
  message: OutgoingMessage,
  { delivered }: { delivered: boolean },
): Promise<string | undefined> {
  const values = {
    channel: message.channel,
    destination: message.destination,
    subject: message.subject,
    body: message.body,
    html: message.html ?? null,
    headers: message.headers ? JSON.stringify(message.headers) : null,
    link: message.link ?? null,
    notification_id: message.notificationId ?? null,
  };
  const row = await db
    .insertInto('outbox_messages')
    .values(
      delivered
        ? {
            ...values,
            status: 'delivered',
            provider: 'outbox',
            sent_at: sql<Date>`now()`,
            delivered_at: sql<Date>`now()`,
          }
        : { ...values, status: 'queued' },
    )
    // The partial unique indexes are found by their predicate, which must be written out as a
    // literal: a parameter in its place would not match them once the statement is planned generically.
    .$if(Boolean(message.notificationId) && message.channel !== 'push', (insert) =>
      insert.onConflict((oc) =>
        oc
          .columns(['notification_id', 'channel'])
          .where((eb) =>
            eb.and([eb('notification_id', 'is not', null), eb('channel', '<>', sql.lit('push'))]),
          )
          .doNothing(),
      ),
    )
    .$if(Boolean(message.notificationId) && message.channel === 'push', (insert) =>
      insert.onConflict((oc) =>
        oc
          .columns(['notification_id', 'destination'])
          .where((eb) => eb.and([eb('notification_id', 'is not', null), eb('channel', '=', sql.lit('push'))]))
          .doNothing(),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findOutboxMessage(db: Db, id: string): Promise<OutboxMessage | undefined> {
  const row = await db.selectFrom('outbox_messages').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toMessage(row);
}

/** Newest first; only one destination's messages when it is given. */
export async function listOutboxMessages(
  db: Db,
  { destination, limit }: { destination?: string; limit: number },
): Promise<OutboxMessage[]> {
  let query = db.selectFrom('outbox_messages').select(COLUMNS).orderBy('id', 'desc').limit(limit);
  if (destination !== undefined) query = query.where('destination', '=', destination);
  return (await query.execute()).map(toMessage);
}

/**
 * The one door to sending: moves a queued message (or one whose sender was lost) to 'sending' and
 * counts the attempt, in one conditional update. A second job of the same message finds nothing to
 * claim, so a message is handed to a provider once however often its job runs.
 */
export async function claimForSending(db: Db, id: string): Promise<OutboxMessage | undefined> {
  const row = await db
    .updateTable('outbox_messages')
    .set({ status: 'sending', attempts: sql<number>`attempts + 1`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([
          eb('status', '=', 'sending'),
          eb('updated_at', '<', sql<Date>`now() - make_interval(secs => ${SENDING_LOST_AFTER_MS / 1000})`),
        ]),
      ]),
    )
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toMessage(row);
}

/**
 * The provider took it. `delivered`: nothing further will be learnt (the outbox). A last error of
 * earlier attempts stays: with `attempts` it tells why the message came late.
 */
export async function markSent(
  db: Db,
  id: string,
  sent: { provider: string; providerMessageId: string | null; delivered?: boolean },
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({
      status: sent.delivered ? 'delivered' : 'sent',
      provider: sent.provider,
      provider_message_id: sent.providerMessageId,
      sent_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
      ...(sent.delivered ? { delivered_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** A retryable failure: queued again, for the queue's next attempt. */
export async function markRetrying(db: Db, id: string, provider: string, error: string): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({ status: 'queued', provider, last_error: error, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** Given up: refused for good while sending, or reported undelivered by the provider afterwards. */
export async function markFailed(
  db: Db,
  id: string,
  { provider, error, from }: { provider: string; error: string; from: 'sending' | 'sent' },
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({ status: 'failed', provider, last_error: error, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', from)
    .execute();
}

/** The provider reports the message arrived. */
export async function markDelivered(db: Db, id: string): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({ status: 'delivered', delivered_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'sent')
    .execute();
}

/**
 * What the sweep hands to the queue again: queued messages nobody enqueued within `staleMs` (a
 * lost notification, Redis lost its jobs) and messages whose sender was lost mid-send. Oldest first.
 */
export async function listStuckMessageIds(
  db: Db,
  { staleMs, limit }: { staleMs: number; limit: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox_messages')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'queued'),
          eb('updated_at', '<', sql<Date>`now() - make_interval(secs => ${staleMs / 1000})`),
        ]),
        eb.and([
          eb('status', '=', 'sending'),
          eb('updated_at', '<', sql<Date>`now() - make_interval(secs => ${SENDING_LOST_AFTER_MS / 1000})`),
        ]),
      ]),
    )
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
