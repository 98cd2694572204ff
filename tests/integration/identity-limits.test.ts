import { sql } from 'kysely';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { findAccountById } from '../../server/src/modules/identity/accounts.repository';
import { CODE_RULES } from '../../server/src/modules/codes/codes';
import { IDENTITY_LIMITS } from '../../server/src/modules/identity/identity.limits';
import { createIdentityService } from '../../server/src/modules/identity/identity.service';
import { changePassword, verifyPassword } from '../../server/src/modules/identity/passwords';
import { AppError } from '../../server/src/lib/app-error';
import { createRedis } from '../../server/src/redis/connection';
import {
  completeLogin,
  createIdAccount,
  exchangeCode,
  followToCallback,
  jwtPayload,
  readCode,
  startAuthorization,
  submitForm,
  uniquePhone,
  uniquePinfl,
  type Authorization,
} from '../support/identity';
import { startTestServer } from '../support/test-server';

let server: Running;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Starts a registration by phone and stops at the code page. */
async function register(): Promise<{ auth: Authorization; phone: string; confirmUrl: URL; base: string }> {
  const phone = uniquePhone();
  const auth = await startAuthorization(server);
  const base = auth.interactionUrl.pathname;
  const answer = await submitForm(auth.jar, new URL(`${base}/register`, server.url), {
    login: phone,
    full_name: 'Sinov Foydalanuvchi',
    tax_id: uniquePinfl(),
    role: 'buyer',
    password: 'sinov12345',
    password_repeat: 'sinov12345',
  });
  expect(answer.status).toBe(303);
  return { auth, phone, confirmUrl: new URL(`${base}/confirm`, server.url), base };
}

/** Moves the newest code of a destination back in time (the resend pause, the expiry). */
async function ageCode(destination: string, seconds: number): Promise<void> {
  await server.deps.db
    .updateTable('id_codes')
    .set({
      created_at: sql<Date>`created_at - make_interval(secs => ${seconds})`,
      expires_at: sql<Date>`expires_at - make_interval(secs => ${seconds})`,
    })
    .where('destination', '=', destination)
    .execute();
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('registration codes', () => {
  it('locks the code on the fifth wrong try, then refuses even the right one', async () => {
    const { auth, phone, confirmUrl } = await register();
    const code = await readCode(server, phone);
    const wrong = wrongCodeFor(code);
    for (let left = CODE_RULES.maxAttempts - 1; left >= 1; left -= 1) {
      const answer = await submitForm(auth.jar, confirmUrl, { code: wrong });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(`Tasdiqlash kodi noto&#39;g&#39;ri. Qolgan urinishlar: ${left}.`);
    }
    const fifth = await submitForm(auth.jar, confirmUrl, { code: wrong });
    expect(fifth.status).toBe(429);
    const locked = 'Noto&#39;g&#39;ri kod ko&#39;p marta kiritildi. Yangi kod so&#39;rang.';
    expect(await fifth.text()).toContain(locked);
    const right = await submitForm(auth.jar, confirmUrl, { code });
    expect(right.status).toBe(429);
    expect(await right.text()).toContain(locked);
    expect(
      await server.deps.db
        .selectFrom('id_accounts')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('counts tries made in parallel: never more than five comparisons', async () => {
    const { auth, phone, confirmUrl } = await register();
    const code = await readCode(server, phone);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => submitForm(auth.jar, confirmUrl, { code: wrongCodeFor(code) })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(CODE_RULES.maxAttempts - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - (CODE_RULES.maxAttempts - 1));
    const row = await server.deps.db
      .selectFrom('id_codes')
      .select(['attempts', 'locked_at'])
      .where('destination', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(CODE_RULES.maxAttempts);
    expect(row.locked_at).not.toBeNull();
  });

  it('refuses an expired code and shows CODE_EXPIRED', async () => {
    const { auth, phone, confirmUrl } = await register();
    const code = await readCode(server, phone);
    await ageCode(phone, CODE_RULES.ttlSeconds + 1);
    const answer = await submitForm(auth.jar, confirmUrl, { code });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Tasdiqlash kodining muddati tugagan. Yangi kod so&#39;rang.');
    const page = await (await auth.jar.fetch(confirmUrl)).text();
    expect(page).toContain('Tasdiqlash kodining muddati tugagan.');
  });

  it('refuses a resend within a minute, with the seconds left; later a new code works', async () => {
    const { auth, phone, confirmUrl, base } = await register();
    const first = await readCode(server, phone);
    const resendUrl = new URL(`${base}/resend`, server.url);

    const early = await submitForm(auth.jar, resendUrl, {});
    expect(early.status).toBe(429);
    const html = await early.text();
    expect(html).toContain('So&#39;rovlar juda ko&#39;p.');
    expect(html).toMatch(/(5\d|60) soniyadan so&#39;ng qaytadan urinib ko&#39;ring\./);
    expect(html).toMatch(/data-resend-in="(5\d|60)"/);

    await ageCode(phone, CODE_RULES.resendAfterSeconds);
    const resent = await submitForm(auth.jar, resendUrl, {});
    expect(resent.status).toBe(303);
    expect(resent.headers.get('location')).toBe(`${base}/confirm?sent=1`);
    const notice = await (await auth.jar.fetch(new URL(`${base}/confirm?sent=1`, server.url))).text();
    expect(notice).toContain('Yangi kod yuborildi.');

    const second = await readCode(server, phone);
    if (second !== first) {
      // The old code stopped working when the new one was sent.
      const old = await submitForm(auth.jar, confirmUrl, { code: first });
      expect(old.status).toBe(400);
    }
    const confirmed = await submitForm(auth.jar, confirmUrl, { code: second });
    expect(confirmed.status).toBe(303);
    const callback = await followToCallback(auth.jar, confirmed, confirmUrl);
    const tokens = await exchangeCode(server, auth, callback);
    expect(jwtPayload(tokens.body.id_token).phone_number).toBe(phone);
  });

  it('sends at most five codes an hour to one destination', async () => {
    const { auth, phone, base } = await register();
    const resendUrl = new URL(`${base}/resend`, server.url);
    for (let sent = 1; sent < IDENTITY_LIMITS.codesPerDestination.points; sent += 1) {
      await ageCode(phone, CODE_RULES.resendAfterSeconds);
      expect((await submitForm(auth.jar, resendUrl, {})).status).toBe(303);
    }
    await ageCode(phone, CODE_RULES.resendAfterSeconds);
    const sixth = await submitForm(auth.jar, resendUrl, {});
    expect(sixth.status).toBe(429);
    const messages = await server.deps.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('destination', '=', phone)
      .execute();
    expect(messages).toHaveLength(IDENTITY_LIMITS.codesPerDestination.points);
  });

  it('sends the code page back to the form when nothing waits for a code', async () => {
    const auth = await startAuthorization(server);
    const confirm = await auth.jar.fetch(new URL(`${auth.interactionUrl.pathname}/confirm`, server.url));
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${auth.interactionUrl.pathname}/register`);
  });
});

describe('login limits', () => {
  // No hard lock any more (issue 24): the address that failed waits, growing; see identity-abuse.
  it('makes the address that failed five times wait before its next try, even with the right one', async () => {
    const { login, password } = await createIdAccount(server.deps.db);
    const auth = await startAuthorization(server);
    const url = new URL(`${auth.interactionUrl.pathname}/login`, server.url);
    for (let i = 0; i < IDENTITY_LIMITS.loginFailuresPerLogin.points; i += 1) {
      expect((await submitForm(auth.jar, url, { login, password: `wrong${i}pass` })).status).toBe(401);
    }
    const blocked = await submitForm(auth.jar, url, { login, password });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toMatch(/\d+ soniyadan so&#39;ng qaytadan urinib ko&#39;ring\./);
  });

  it('a success clears the failures of the login', async () => {
    const { login, password } = await createIdAccount(server.deps.db);
    const auth = await startAuthorization(server);
    const url = new URL(`${auth.interactionUrl.pathname}/login`, server.url);
    for (let i = 0; i < IDENTITY_LIMITS.loginFailuresPerLogin.points - 1; i += 1) {
      await submitForm(auth.jar, url, { login, password: 'wrongpass1' });
    }
    await completeLogin(auth.jar, auth.interactionUrl, login, password);
    const next = await startAuthorization(server);
    const again = new URL(`${next.interactionUrl.pathname}/login`, server.url);
    for (let i = 0; i < IDENTITY_LIMITS.loginFailuresPerLogin.points - 1; i += 1) {
      expect((await submitForm(next.jar, again, { login, password: 'wrongpass1' })).status).toBe(401);
    }
  });
});

describe('per-address limits (service, with small limits)', () => {
  const small = { points: 2, duration: 60 };
  function service() {
    return createIdentityService({
      db: server.deps.db,
      redis: server.deps.redis,
      // Own counters: these limits must not touch the server's.
      redisPrefix: `${inject('redisPrefix')}limits-${Date.now()}:`,
      logger: server.deps.logger,
      codeSecret: 'test-secret-for-codes',
      limits: {
        ...IDENTITY_LIMITS,
        loginFailuresPerIp: small,
        codesPerIp: small,
        codeChecksPerIp: small,
      },
    });
  }

  it('limits login failures per address across logins', async () => {
    const identity = service();
    const ip = '203.0.113.7';
    for (let i = 0; i < small.points; i += 1) {
      await expect(
        identity.login({ login: uniquePhone(), password: 'nobody123' }, { ip }),
      ).rejects.toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    }
    await expect(
      identity.login({ login: uniquePhone(), password: 'nobody123' }, { ip }),
    ).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    // Another address is not affected.
    const { login, password } = await createIdAccount(server.deps.db);
    await expect(identity.login({ login, password }, { ip: '203.0.113.8' })).resolves.toMatchObject({
      account: { role: 'buyer' },
    });
  });

  it('limits code sending and code checking per address', async () => {
    const identity = service();
    const ip = '203.0.113.9';
    const start = (flow: string) =>
      identity.startRegistration(
        {
          login: { kind: 'phone', phone: uniquePhone() },
          fullName: 'Sinov Odam',
          taxId: { kind: 'pinfl', pinfl: uniquePinfl() },
          role: 'buyer',
          password: 'sinov12345',
        },
        { flow, lang: 'uz', ip },
      );
    const flow = `flow-${Date.now()}`;
    await start(flow);
    await start(`${flow}-b`);
    await expect(start(`${flow}-c`)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // Asking whether a phone is registered costs the same: no free enumeration of accounts.
    const existing = await createIdAccount(server.deps.db);
    await expect(
      identity.startRegistration(
        {
          login: { kind: 'phone', phone: existing.login },
          fullName: 'Sinov Odam',
          taxId: { kind: 'pinfl', pinfl: uniquePinfl() },
          role: 'buyer',
          password: 'sinov12345',
        },
        { flow: `${flow}-d`, lang: 'uz', ip },
      ),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    const check = () => identity.confirmRegistration({ flow, code: '12345x', ip });
    await expect(check()).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(check()).rejects.toMatchObject({ code: 'VALIDATION' });
    const limited = await check().catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(AppError);
    expect(limited).toMatchObject({ code: 'RATE_LIMITED', data: { retry_after_s: expect.any(Number) } });
  });
});

describe('with Redis away', () => {
  it('still makes a failing address wait, in memory', async () => {
    const deadRedis = createRedis('redis://127.0.0.1:9', 'commands', { retryStrategy: () => 20 });
    deadRedis.on('error', () => {});
    try {
      const identity = createIdentityService({
        db: server.deps.db,
        redis: deadRedis,
        redisPrefix: 'unreachable:',
        logger: server.deps.logger,
        codeSecret: 'test-secret-for-codes',
      });
      const { login, password } = await createIdAccount(server.deps.db);
      for (let i = 0; i < IDENTITY_LIMITS.loginFailuresPerLogin.points; i += 1) {
        await expect(
          identity.login({ login, password: 'wrongpass1' }, { ip: '198.51.100.1' }),
        ).rejects.toMatchObject({
          code: 'INVALID_CREDENTIALS',
        });
      }
      await expect(identity.login({ login, password }, { ip: '198.51.100.1' })).rejects.toMatchObject({
        code: 'RATE_LIMITED',
      });
    } finally {
      deadRedis.disconnect();
    }
  });
});

describe('changePassword and verifyPassword (for the shop)', () => {
  it('checks and replaces the password, refuses a weak one, and ends provider sessions', async () => {
    const { account, login, password } = await createIdAccount(server.deps.db);
    const auth = await startAuthorization(server);
    await completeLogin(auth.jar, auth.interactionUrl, login, password);
    const sessions = () =>
      server.deps.db
        .selectFrom('oidc_payloads')
        .select('id')
        .where('model', '=', 'Session')
        .where(sql<string>`payload->>'accountId'`, '=', account.id)
        .execute();
    expect(await sessions()).toHaveLength(1);

    expect(await verifyPassword(server.deps.db, account.id, password)).toBe(true);
    expect(await verifyPassword(server.deps.db, account.id, 'wrongpass1')).toBe(false);
    expect(await verifyPassword(server.deps.db, 'not-a-uuid', password)).toBe(false);

    await expect(changePassword(server.deps.db, account.id, 'short')).rejects.toMatchObject({
      code: 'WEAK_PASSWORD',
    });
    await changePassword(server.deps.db, account.id, 'yangiParol99');
    expect(await verifyPassword(server.deps.db, account.id, 'yangiParol99')).toBe(true);
    expect(await verifyPassword(server.deps.db, account.id, password)).toBe(false);
    expect(await sessions()).toHaveLength(0);
    const stored = await findAccountById(server.deps.db, account.id);
    expect(stored?.updatedAt.getTime()).toBeGreaterThan(account.updatedAt.getTime());

    await expect(
      changePassword(server.deps.db, '00000000-0000-4000-8000-000000000000', 'yangiParol99'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
