import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTashkentDateTime } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { CONTACT_LIMIT } from '../../server/src/modules/contact/contact.service';
import { call, mergeHeaders, postJson } from '../support/http';
import { guestHeaders } from '../support/session';
import { startTestServer } from '../support/test-server';

let server: Running;
let guest: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  guest = await guestHeaders(server);
});
afterAll(() => server.close());

describe('GET common/date', () => {
  it('answers the server time in Tashkent as DD.MM.YYYY HH:mm:ss', async () => {
    const before = Date.now();
    const answer = await call<{ date: string; epoch_ms: number; time_zone: string }>(
      server.url,
      '/api/shop/common/date',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.time_zone).toBe('Asia/Tashkent');
    expect(answer.body.date).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(answer.body.epoch_ms).toBeGreaterThanOrEqual(before - 5);
    expect(answer.body.epoch_ms).toBeLessThanOrEqual(Date.now() + 5);
    expect(answer.body.date).toBe(formatTashkentDateTime(answer.body.epoch_ms));
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('POST common/lang/{lang}', () => {
  it('stores the choice in a cookie and answers in that language afterwards', async () => {
    const answer = await call(server.url, '/api/shop/common/lang/ru', { method: 'POST', headers: guest });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ lang: 'ru' });
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('lang=')) ?? '';
    expect(cookie).toMatch(/^lang=ru;/);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const next = await call(server.url, '/api/shop/nope', { headers: { cookie: 'lang=ru' } });
    expect((next.body as { ERROR: { message: string } }).ERROR.message).toBe('Запрошенный ресурс не найден.');
  });
});

describe('GET common/get-visitors', () => {
  type Counts = { month_count: number; yesterday_count: number; today_count: number };
  const visit = (cookie?: string) =>
    call<Counts>(server.url, '/api/shop/common/get-visitors', cookie ? { headers: { cookie } } : {});

  it('counts each visitor once a day', async () => {
    const first = await visit();
    expect(first.status).toBe(200);
    const cookie = (first.headers.getSetCookie().find((c) => c.startsWith('vid=')) ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^vid=[0-9a-f-]{36}$/);

    const again = await visit(cookie);
    expect(again.headers.getSetCookie().filter((c) => c.startsWith('vid='))).toEqual([]);
    expect(again.body.today_count).toBe(first.body.today_count);

    const other = await visit();
    expect(other.body.today_count).toBe(first.body.today_count + 1);
    expect(other.body.month_count).toBeGreaterThanOrEqual(
      other.body.today_count + other.body.yesterday_count,
    );
  });

  it('includes the days stored in PostgreSQL', async () => {
    const before = (await visit()).body;
    const { db } = server.deps;
    const day = (offset: number) =>
      new Date(Date.now() + 5 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);
    await db
      .insertInto('visitor_days')
      .values([
        { day: day(1), visitors: 40 },
        { day: day(10), visitors: 7 },
        { day: day(40), visitors: 1000 }, // older than 30 days: not counted
      ])
      .execute();
    const after = (await visit()).body;
    expect(after.yesterday_count).toBe(40);
    expect(after.month_count - after.today_count).toBe(
      before.month_count - before.today_count - before.yesterday_count + 40 + 7,
    );
  });
});

describe('GET common/get-payment-list', () => {
  it('lists the providers with logos that we serve', async () => {
    const answer = await call<{ id: number; name: string; url: string; logo: string }[]>(
      server.url,
      '/api/shop/common/get-payment-list',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.map((p) => p.name)).toEqual(expect.arrayContaining(['Click', 'Payme', 'Uzum']));
    for (const provider of answer.body) {
      expect(provider.url).toMatch(/^https:\/\//);
      const logo = await fetch(new URL(provider.logo, server.url));
      expect(logo.status, provider.logo).toBe(200);
      expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    }
  });
});

describe('POST common/contact-message', () => {
  it('stores a message and limits how many one address may send', async () => {
    const message = {
      name: 'Dilnoza Karimova',
      phone: '+998 90 123 45 67',
      message: 'Deposit qachon qaytariladi?',
    };
    const answer = await postJson(server.url, '/api/shop/common/contact-message', message, guest);
    expect(answer.status).toBe(201);
    const { id } = answer.body as { id: number };
    const row = await server.deps.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Dilnoza Karimova',
      phone: '+998 90 123 45 67',
      email: null,
      lang: 'uz',
    });

    for (let i = 1; i < CONTACT_LIMIT.points; i += 1) {
      expect((await postJson(server.url, '/api/shop/common/contact-message', message, guest)).status).toBe(
        201,
      );
    }
    const limited = await postJson(
      server.url,
      '/api/shop/common/contact-message',
      message,
      mergeHeaders(guest, { 'accept-language': 'en' }),
    );
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      ERROR: { code: 'RATE_LIMITED', data: { retry_after_s: expect.any(Number) } },
    });
  });

  it('needs a phone or an e-mail', async () => {
    const answer = await postJson(
      server.url,
      '/api/shop/common/contact-message',
      { name: 'Dilnoza', message: 'Savolim bor, javob bering.' },
      guest,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ERROR: { code: 'VALIDATION', data: { fields: [{ path: 'phone' }] } },
    });
  });
});

describe('security headers', () => {
  it("sends helmet's headers with a page, and no x-powered-by", async () => {
    const answer = await call(server.url, '/lot-list');
    expect(answer.headers.get('x-powered-by')).toBeNull();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it("sends an API's headers with the JSON API's answers: nothing loads, nothing frames, nothing sniffs", async () => {
    const answer = await call(server.url, '/api/shop/common/date');
    expect(answer.headers.get('x-powered-by')).toBeNull();
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    // What governs documents only is not sent with a JSON body.
    expect(answer.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(answer.headers.get('x-dns-prefetch-control')).toBeNull();
  });

  it('lets the page connect to its own origin only (the socket included), not to any ws:/wss: host', async () => {
    const answer = await call(server.url, '/lot-list');
    const csp = answer.headers.get('content-security-policy') ?? '';
    // 'self' covers ws:// and wss:// of the page's own host (CSP level 3).
    expect(connectSrc(csp)).toEqual(["'self'"]);
  });

  it('names PUBLIC_URL (https and wss) when the platform sits behind a proxy under another address', async () => {
    const behindProxy = await startTestServer({ PUBLIC_URL: 'https://kimoshdi.example/' });
    try {
      const answer = await call(behindProxy.url, '/lot-list');
      expect(connectSrc(answer.headers.get('content-security-policy') ?? '')).toEqual([
        "'self'",
        'https://kimoshdi.example',
        'wss://kimoshdi.example',
      ]);
    } finally {
      await behindProxy.close();
    }
  });
});

/** The sources of a CSP's connect-src directive. */
function connectSrc(csp: string): string[] {
  const directive = csp.split(';').find((part) => part.trim().startsWith('connect-src ')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}
