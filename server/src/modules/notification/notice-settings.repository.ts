import type { ChannelChoice, NoticeChannel, NoticeTopic } from '@kimoshdi/shared/domain/notification/topics';
import type { QuietHours } from '@kimoshdi/shared/domain/notification/quiet-nights';
import type { DigestFrequency } from '@kimoshdi/shared/domain/notification/digest';
import type { Db } from '../../db/database';

/** What a person changed from the defaults, by topic. */
export type ChangedChoices = Map<NoticeTopic, Partial<ChannelChoice>>;

/** The people's changed choices, by user id (a person who changed nothing is absent). */
export async function changedChoicesOf(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, ChangedChoices>> {
  const byUser = new Map<string, ChangedChoices>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('notification_settings')
    .select(['user_id', 'topic', 'channel', 'enabled'])
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
  for (const row of rows) {
    const userId = String(row.user_id);
    let topics = byUser.get(userId);
    if (!topics) byUser.set(userId, (topics = new Map()));
    const topic = row.topic as NoticeTopic;
    topics.set(topic, { ...topics.get(topic), [row.channel as NoticeChannel]: row.enabled });
  }
  return byUser;
}

/** Sets one switch (a repeat changes nothing but its time). */
export async function setChoice(
  db: Db,
  choice: { userId: string; topic: NoticeTopic; channel: NoticeChannel; enabled: boolean },
): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: choice.userId, topic: choice.topic, channel: choice.channel, enabled: choice.enabled })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'topic', 'channel'])
        .doUpdateSet({ enabled: choice.enabled, updated_at: new Date() }),
    )
    .execute();
}

/** Where the people can be reached and in which language, by user id. */
export async function recipientsOf(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, { phone: string | null; email: string | null; lang: string }>> {
  const byUser = new Map<string, { phone: string | null; email: string | null; lang: string }>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'phone', 'email', 'lang'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  for (const row of rows) byUser.set(String(row.id), { phone: row.phone, email: row.email, lang: row.lang });
  return byUser;
}

/** The person's quiet hours as kept: undefined when they never changed the default. */
export async function quietNightsOf(
  db: Db,
  userId: string,
): Promise<{ enabled: boolean; hours: QuietHours | undefined } | undefined> {
  const row = await db
    .selectFrom('notification_quiet_nights')
    .select(['enabled', 'from_hour', 'to_hour'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { enabled: row.enabled, hours: hoursOf(row.from_hour, row.to_hour) };
}

/** Kept hours, or undefined for the default. */
export function hoursOf(from: number | null, to: number | null): QuietHours | undefined {
  return from === null || to === null ? undefined : { from, to };
}

/** Quiet hours on or off; `hours` moves them (undefined keeps them as they are). */
export async function setQuietNights(
  db: Db,
  userId: string,
  { enabled, hours }: { enabled: boolean; hours?: QuietHours },
): Promise<void> {
  const moved = hours ? { from_hour: hours.from, to_hour: hours.to } : {};
  await db
    .insertInto('notification_quiet_nights')
    .values({ user_id: userId, enabled, ...moved })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ enabled, ...moved, updated_at: new Date() }))
    .execute();
}

/** The saved searches' digest as the person keeps it: undefined when they never changed the default. */
export async function digestOf(
  db: Db,
  userId: string,
): Promise<{ frequency: DigestFrequency; lastSentAt: Date | null } | undefined> {
  const row = await db
    .selectFrom('saved_search_digests')
    .select(['frequency', 'last_sent_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { frequency: row.frequency as DigestFrequency, lastSentAt: row.last_sent_at };
}

export async function setDigest(db: Db, userId: string, frequency: DigestFrequency): Promise<void> {
  await db
    .insertInto('saved_search_digests')
    .values({ user_id: userId, frequency })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ frequency, updated_at: new Date() }))
    .execute();
}

/** The person's digest went at `at` (the clock its being due was judged by), in the transaction that writes it. */
export async function markDigestSent(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .insertInto('saved_search_digests')
    .values({ user_id: userId, last_sent_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_sent_at: at }))
    .execute();
}
