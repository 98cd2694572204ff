import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { sendEmail, sendSms } from '../../server/src/modules/outbox/outbox';
import { uniquePhone } from '../support/identity';
import { startTestServer } from '../support/test-server';

let server: Running;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the development outbox', () => {
  it('keeps what sendSms and sendEmail send, newest first, filtered by destination as typed', async () => {
    const phone = uniquePhone();
    await sendSms(server.deps.db, phone, 'first');
    await sendSms(server.deps.db, phone, 'second');
    await sendEmail(server.deps.db, 'someone@mail.uz', 'Subject', 'other destination');

    const typed = `${phone.slice(4, 6)} ${phone.slice(6, 9)}-${phone.slice(9)}`;
    const response = await fetch(`${server.url}/dev/outbox.json?to=${encodeURIComponent(typed)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { messages } = (await response.json()) as {
      messages: { channel: string; destination: string; body: string; status: string }[];
    };
    expect(messages.map((m) => m.body)).toEqual(['second', 'first']);
    expect(messages.every((m) => m.channel === 'sms' && m.destination === phone)).toBe(true);
    // With the outbox as the transport, a message has arrived once written.
    expect(messages[0]).toMatchObject({ status: 'delivered', provider: 'outbox', attempts: 0 });

    const email = (await (await fetch(`${server.url}/dev/outbox.json?to=SOMEONE@mail.uz`)).json()) as {
      messages: { subject: string }[];
    };
    expect(email.messages[0]?.subject).toBe('Subject');
  });

  it('shows the messages as a page with every value escaped', async () => {
    const phone = uniquePhone();
    await sendSms(server.deps.db, phone, '<script>alert(1)</script> kod 123456');
    const response = await fetch(`${server.url}/dev/outbox?to=${encodeURIComponent(phone)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; kod 123456');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(phone);
  });
});

describe('in production', () => {
  it('has no /dev pages', async () => {
    const production = await startTestServer({
      NODE_ENV: 'production',
      CSRF_SECRET: 'a-production-csrf-secret-for-the-test',
      ID_CLIENT_SECRET: 'a-production-client-secret',
      ID_COOKIE_KEYS: 'a-production-cookie-key-for-the-test',
      ALTCHA_HMAC_KEY: 'a-production-altcha-key-for-the-test',
      // Production refuses test payments: provider credentials of its own (never reached here).
      PAYME_MERCHANT_ID: 'a-production-merchant',
      PAYME_KEY: 'a-production-payme-key',
      CLICK_SERVICE_ID: '30001',
      CLICK_MERCHANT_ID: '40001',
      CLICK_SECRET_KEY: 'a-production-click-secret',
      METRICS_TOKEN: 'a-production-metrics-token-for-the-test',
      RUN_WORKER: 'false',
      // Production refuses the outbox: a gateway and a mail server (never reached here).
      SMS_TRANSPORT: 'gateway',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9',
      SMS_GATEWAY_EMAIL: 'sms@kimoshdi.test',
      SMS_GATEWAY_PASSWORD: 'unused',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'no-reply@kimoshdi.test',
    });
    try {
      const response = await fetch(`${production.url}/dev/outbox.json`);
      expect(response.headers.get('content-type') ?? '').not.toMatch(/json/);
      expect(await response.text()).not.toContain('messages');
    } finally {
      await production.close();
    }
  });
});
