import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A browser or installed app that takes the person's notices by web push. */
export interface PushDevice {
  id: string;
  /** The push service's address for the browser: how the browser knows itself in the list. */
  endpoint: string;
  label: string;
  createdAt: Date;
  lastSentAt: Date | null;
}

/** What a push is sent to: the push service's address for the browser, and the keys it is encrypted to. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A person keeps at most this many devices; a new one beyond it replaces the oldest. */
export const MAX_PUSH_DEVICES = 20;

/**
 * Keeps the subscription as the person's device: a browser that subscribes again (new keys, or
 * another account signed in on it) keeps one row by its endpoint, which moves to this person.
 * Answers the device's id.
 */
export async function saveSubscription(
  db: Db,
  {
    userId,
    endpoint,
    p256dh,
    auth,
    label,
  }: { userId: string; endpoint: string; p256dh: string; auth: string; label: string },
): Promise<string> {
  const row = await db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint, p256dh, auth, label })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh, auth, label }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(MAX_PUSH_DEVICES),
    )
    .execute();
  return String(row.id);
}

/**
 * The person's devices, the newest first, each with when a push last left for it: read from the
 * outbox, which records every push sent (the device's id is its destination), so sending writes
 * nothing more.
 */
export async function listDevices(db: Db, userId: string): Promise<PushDevice[]> {
  const rows = await db
    .selectFrom('push_subscriptions as p')
    .select((eb) => [
      'p.id',
      'p.endpoint',
      'p.label',
      'p.created_at',
      eb
        .selectFrom('outbox_messages as o')
        .select((o) => o.fn.max('o.sent_at').as('at'))
        .where('o.channel', '=', 'push')
        .whereRef('o.destination', '=', sql<string>`p.id::text`)
        .as('last_sent_at'),
    ])
    .where('p.user_id', '=', userId)
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    endpoint: row.endpoint,
    label: row.label,
    createdAt: row.created_at,
    lastSentAt: row.last_sent_at ?? null,
  }));
}

/** Whether the device is the person's. */
export async function isDeviceOf(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the person's device (another person's, or one removed already, is left as it is). */
export async function removeDevice(db: Db, userId: string, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** Removes the device the push service dropped (it answered 404 or 410). */
export async function forgetDevice(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** Where a push to the device goes; undefined when it was removed. */
export async function pushTargetOf(db: Db, id: string): Promise<PushTarget | undefined> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
}

/** The VAPID key pair made at an earlier start (development), if any. */
export async function storedVapidKeys(
  db: Db,
): Promise<{ publicKey: string; privateKey: string } | undefined> {
  const row = await db.selectFrom('push_vapid_keys').select(['public_key', 'private_key']).executeTakeFirst();
  return row && { publicKey: row.public_key, privateKey: row.private_key };
}

/** Keeps a new pair unless another process kept one first; answers the pair kept. */
export async function keepVapidKeys(
  db: Db,
  keys: { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  await db
    .insertInto('push_vapid_keys')
    .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return (await storedVapidKeys(db)) ?? keys;
}
