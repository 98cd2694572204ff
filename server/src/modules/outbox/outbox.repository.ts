import type { Database } from '../../db/database';

export type Channel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: Channel;
  /** A phone number (+998XXXXXXXXX) or an e-mail address. */
  destination: string;
  /** E-mails only. */
  subject: string | null;
  body: string;
}

export interface OutboxMessage extends OutgoingMessage {
  id: string;
  createdAt: Date;
}

/** Takes the caller's transaction too, so a message exists exactly when what it announces does. */
export async function insertOutboxMessage(db: Database, message: OutgoingMessage): Promise<void> {
  await db.insertInto('outbox_messages').values(message).execute();
}

/** Newest first; only one destination's messages when it is given. */
export async function listOutboxMessages(
  db: Database,
  { destination, limit }: { destination?: string; limit: number },
): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('outbox_messages')
    .select(['id', 'channel', 'destination', 'subject', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (destination !== undefined) query = query.where('destination', '=', destination);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as Channel,
    destination: row.destination,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at,
  }));
}
