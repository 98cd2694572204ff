/** Reading what became of an SMS or e-mail (outbox_messages) in tests of the delivery. */
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { messageNotification } from '../../server/src/modules/notification';
import type { NewNotification } from '../../server/src/modules/notification/notification.repository';
import {
  findOutboxMessage,
  listOutboxMessages,
  type DeliveryStatus,
  type OutboxMessage,
  type OutgoingMessage,
} from '../../server/src/modules/outbox/outbox.repository';

/** The newest message to `destination` once `done` holds for it (polled), else the test fails. */
export async function waitForMessage(
  db: Database,
  destination: string,
  done: (message: OutboxMessage) => boolean = (m) => m.status !== 'queued' && m.status !== 'sending',
  { timeoutMs = 15_000 }: { timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  const until = Date.now() + timeoutMs;
  let last: OutboxMessage | undefined;
  for (;;) {
    [last] = await listOutboxMessages(db, { destination, limit: 1 });
    if (last && done(last)) return last;
    if (Date.now() > until) {
      throw new Error(
        `the message to ${destination} is ${last ? `${last.status} after ${last.attempts} attempts` : 'missing'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for the message to reach one of `statuses`. */
export function waitForStatus(
  db: Database,
  destination: string,
  ...statuses: DeliveryStatus[]
): Promise<OutboxMessage> {
  return waitForMessage(db, destination, (m) => statuses.includes(m.status));
}

/**
 * A queued message whose notification is lost: written with triggers off for the transaction
 * (session_replication_role = replica; the tests' database user is a superuser), as if no worker
 * had been listening at its commit.
 */
export async function insertQueuedWithoutNotification(
  db: Database,
  message: OutgoingMessage,
): Promise<OutboxMessage> {
  const id = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    const row = await trx
      .insertInto('outbox_messages')
      .values({ ...message, status: 'queued' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const stored = await findOutboxMessage(db, id);
  if (!stored) throw new Error('the message was not stored');
  return stored;
}

/**
 * Turns the person's quiet hours off. From 22:00 to 08:00 Tashkent the default holds an SMS,
 * a Telegram message or a push, so a test of channels run by the worker's clock would pass by day
 * and fail by night; quiet hours have tests of their own that give the clock.
 */
export async function withoutQuietHours(db: Database, userId: string): Promise<void> {
  await db
    .insertInto('notification_quiet_nights')
    .values({ user_id: userId, enabled: false })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ enabled: false }))
    .execute();
}

/** Waits until the notices' worker has written the deliveries of every notice of the person. */
export async function waitForNoticesDelivered(db: Database, userId: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await db
            .selectFrom('notifications')
            .select('id')
            .where('user_id', '=', userId)
            .where('topic', 'is not', null)
            .where('channels_at', 'is', null)
            .execute()
        ).length,
      { timeout: 10_000, interval: 50 },
    )
    .toBe(0);
}

/** A "you won" cabinet message (topic money, a deadline in it) for `user`, linking to the won lots. */
export function wonNotice(user: { userId: string }, lang = 'uz', lot = 'L-77'): NewNotification {
  return messageNotification(
    user.userId,
    'success',
    lang,
    {
      key: 'messages:auction.won',
      params: { lot, price: { tiyin: '150000000' }, deadline: { at: '2026-12-01T12:00:00.000Z' } },
    },
    '/profile/winlots',
  );
}
