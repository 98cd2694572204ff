import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Running } from '../../server/src/boot';
import { createConsentedUsers, type ConsentedUsers } from '../../server/src/modules/consent';
import { consentState } from '../../server/src/modules/consent/consent-state';
import { signIn } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * The bid path's copy of who has consented (modules/consent/consented-users.ts): a turn's users read
 * together agree with each one read alone, and an answer past three quarters of its age is used
 * while it is read again behind the bid.
 */
let server: Running;
let clock = Date.now();
const MAX_AGE_MS = 60_000;
const made: ConsentedUsers[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const users of made) await users.close();
  await server?.close();
});

function consentedUsers(): ConsentedUsers {
  const { db, config, logger } = server.deps;
  const users = createConsentedUsers({
    db,
    databaseUrl: config.DATABASE_URL,
    logger,
    cutoff: config.consentCutoff,
    now: () => new Date(clock),
    maxAgeMs: MAX_AGE_MS,
  });
  made.push(users);
  return users;
}

/** The verdict as a word: consented, or the refusal's reason. */
async function verdictOf(users: ConsentedUsers, userId: string): Promise<string> {
  try {
    await users.check(userId);
    return 'consented';
  } catch (error) {
    return String((error as { data?: { reason?: string } }).data?.reason);
  }
}

/** Checks until the answer is remembered: only once the feed listens are answers kept. */
async function rememberedOnceListening(users: ConsentedUsers, userId: string): Promise<void> {
  await expect
    .poll(async () => {
      await users.check(userId);
      // Answered at once (not a promise): remembered.
      return users.check(userId) === undefined;
    })
    .toBe(true);
}

/** Withdraws without the trigger's notification: a notification lost on its way. */
async function withdrawUnheard(userId: string): Promise<void> {
  await server.deps.db.connection().execute(async (conn) => {
    await sql`SET session_replication_role = replica`.execute(conn);
    try {
      await sql`UPDATE consent_signatures SET withdrawn_at = now() WHERE user_id = ${userId}`.execute(conn);
    } finally {
      await sql`SET session_replication_role = DEFAULT`.execute(conn);
    }
  });
}

describe('who may bid, as the bid path keeps it', () => {
  it('reads a turn’s users together with the same verdicts as each one alone', async () => {
    const { db, config } = server.deps;
    const consented = await signIn(server);
    const never = await signIn(server, { consented: false });
    const withdrawn = await signIn(server);
    await withdrawUnheard(withdrawn.userId);
    const ids = [consented.userId, never.userId, withdrawn.userId];
    const users = consentedUsers();
    // Checked in one turn: one batch.
    const verdicts = await Promise.all(ids.map((id) => verdictOf(users, id)));
    const alone = await Promise.all(
      ids.map(async (id) => {
        const state = await consentState(db, id, config.consentCutoff, new Date(clock));
        return state.consented ? 'consented' : String(state.reason);
      }),
    );
    expect(verdicts).toEqual(['consented', 'never_signed', 'withdrawn']);
    expect(verdicts).toEqual(alone);
  });

  it('uses an answer past three quarters of its age and reads it again behind the bid', async () => {
    const user = await signIn(server);
    const users = consentedUsers();
    await rememberedOnceListening(users, user.userId);
    expect(users.check(user.userId)).toBeUndefined();
    await withdrawUnheard(user.userId);
    // Young: remembered as it was, no read.
    clock += MAX_AGE_MS / 2;
    expect(users.check(user.userId)).toBeUndefined();
    // Past three quarters: still answered at once, and read again.
    clock += MAX_AGE_MS / 4 + 1;
    expect(users.check(user.userId)).toBeUndefined();
    // The new answer, once read, knows of the withdrawal that was never heard of.
    await expect.poll(() => verdictOf(users, user.userId)).toBe('withdrawn');
  });

  it('never uses an answer past its age: the bid waits for a read', async () => {
    const user = await signIn(server);
    const users = consentedUsers();
    await rememberedOnceListening(users, user.userId);
    await withdrawUnheard(user.userId);
    clock += MAX_AGE_MS + 1;
    const answer = users.check(user.userId);
    expect(answer).toBeInstanceOf(Promise);
    await expect(answer).rejects.toMatchObject({ code: 'CONSENT_REQUIRED' });
  });
});
