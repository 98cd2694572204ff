/**
 * Signed-in test users without the whole sign-in flow: a user row and a real session made the way
 * the sign-in callback makes them, and the CSRF token the server gives that session.
 */
import { randomBytes } from 'node:crypto';
import type { Role } from '@kimoshdi/shared/domain/user/roles';
import type { Running } from '../../server/src/boot';
import { CSRF_COOKIE, CSRF_HEADER } from '../../server/src/http/middleware/csrf';
import { SESSION_COOKIE } from '../../server/src/lib/caller';
import { seedConsent } from '../../server/src/modules/consent/seeded-consent';

export interface TestUser {
  userId: string;
  /** The Cookie header value: session and CSRF cookies. */
  cookie: string;
  /** Headers for fetch: the cookies and the x-csrf-token. */
  headers: Record<string, string>;
  /** The raw cookies, e.g. for a browser context. */
  cookies: { name: string; value: string }[];
}

/** Asks the server for a CSRF cookie as a client with these cookies, and returns all of them. */
async function withCsrf(server: Running, cookies: { name: string; value: string }[]) {
  const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const answer = await fetch(`${server.url}/api/shop/common/date`, { headers: { cookie: cookieHeader } });
  const setCookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${CSRF_COOKIE}=`));
  if (!setCookie) throw new Error('the server gave no CSRF cookie');
  const csrf = { name: CSRF_COOKIE, value: setCookie.slice(CSRF_COOKIE.length + 1).split(';')[0] ?? '' };
  const all = [...cookies, csrf];
  const cookie = all.map((c) => `${c.name}=${c.value}`).join('; ');
  return { cookie, cookies: all, headers: { cookie, [CSRF_HEADER]: decodeURIComponent(csrf.value) } };
}

export interface SignInOptions {
  role?: Role;
  fullName?: string;
  phone?: string;
  email?: string;
  pinfl?: string | null;
  stir?: string | null;
  /**
   * The user has consented to the offer in force (a seeded consent, no signature), so tests that
   * are not about the offer may apply and bid. Default true; false for the consent's own tests.
   */
  consented?: boolean;
}

export async function signIn(server: Running, options: SignInOptions = {}): Promise<TestUser> {
  const { db } = server.deps;
  const suffix = randomBytes(4).toString('hex');
  const row = await db
    .insertInto('users')
    .values({
      user_name: `test-${suffix}`,
      full_name: options.fullName ?? `Test User ${suffix}`,
      role: options.role ?? 'buyer',
      phone: options.phone ?? null,
      email: options.email ?? `test-${suffix}@example.uz`,
      pinfl: options.pinfl ?? null,
      stir: options.stir ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.consented !== false) await seedConsent(db, row.id);
  return sessionFor(server, row.id);
}

/** A session of an existing user (a demo account, say), made as the sign-in callback makes it. */
export async function sessionFor(server: Running, userId: string): Promise<TestUser> {
  const { token } = await server.deps.services.sessions.start(userId, { userAgent: 'tests' });
  const session = await withCsrf(server, [{ name: SESSION_COOKIE, value: token }]);
  return { userId, ...session };
}

/** CSRF cookie and header for a guest's state-changing calls. */
export async function guestHeaders(server: Running): Promise<Record<string, string>> {
  return (await withCsrf(server, [])).headers;
}
