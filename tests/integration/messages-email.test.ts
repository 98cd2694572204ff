import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { messageNotification, notify } from '../../server/src/modules/notification';
import { sendEmail } from '../../server/src/modules/outbox/outbox';
import {
  exchangeCode,
  followToCallback,
  jwtPayload,
  readCode,
  startAuthorization,
  submitForm,
  uniqueStir,
} from '../support/identity';
import { waitForStatus } from '../support/messages';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { signIn } from '../support/session';
import { startTestServer } from '../support/test-server';

// One server for the file, mailing through a real SMTP server on loopback; retries from 50 ms.
let smtp: TestSmtpServer;
let server: Running;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ ...smtp.env(), MESSAGE_RETRY_MS: '50' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@mail.uz`;

describe('e-mail through SMTP', () => {
  it('mails the registration code of Kimoshdi ID, and the code confirms the registration', async () => {
    const email = uniqueEmail('buyer');
    const auth = await startAuthorization(server);
    const registered = await submitForm(
      auth.jar,
      new URL(`${auth.interactionUrl.pathname}/register`, server.url),
      {
        login: email,
        full_name: 'Aziza Karimova',
        tax_id: uniqueStir(),
        role: 'customer',
        password: 'Parol-2026',
        password_repeat: 'Parol-2026',
      },
    );
    expect(registered.status).toBe(303);

    const mail = await smtp.waitFor(email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.to).toEqual([email]);
    expect(mail.envelopeFrom).toBe('no-reply@kimoshdi.test');
    expect(mail.from).toMatch(/^"?Kimoshdi"? <no-reply@kimoshdi.test>$/);
    // Uzbek, the default language: the code in the subject and the body.
    expect(mail.subject).toBe(`Kimoshdi ID tasdiqlash kodi: ${mail.code}`);
    expect(mail.text).toContain(`Kimoshdi ID'da ro'yxatdan o'tish uchun tasdiqlash kodi: ${mail.code}`);

    const message = await waitForStatus(server.deps.db, email, 'sent');
    expect(message).toMatchObject({
      provider: 'smtp',
      attempts: 1,
      lastError: null,
      providerMessageId: mail.messageId,
    });
    expect(message.sentAt).toBeInstanceOf(Date);
    // The development outbox still shows it, and readCode reads the same code.
    expect(await readCode(server, email)).toBe(mail.code);

    const confirmUrl = new URL(`${auth.interactionUrl.pathname}/confirm`, server.url);
    const confirmed = await submitForm(auth.jar, confirmUrl, { code: mail.code ?? '' });
    const tokens = await exchangeCode(server, auth, await followToCallback(auth.jar, confirmed, confirmUrl));
    expect(jwtPayload(tokens.body.id_token)).toMatchObject({ email, email_verified: true });
  });

  it('retries a 4xx of the mail server and sends on the next attempt', async () => {
    const email = uniqueEmail('later');
    smtp.refuseNext(1, 451);
    await sendEmail(server.deps.db, email, 'Kimoshdi', 'Kod: 135790');
    const mail = await smtp.waitFor(email);
    expect(mail.code).toBe('135790');
    const message = await waitForStatus(server.deps.db, email, 'sent');
    expect(message.attempts).toBe(2);
    expect(message.lastError).toMatch(/451/);
  });

  it('marks a 5xx of the mail server failed for good', async () => {
    const email = uniqueEmail('nobody');
    smtp.refuseNext(1, 550);
    await sendEmail(server.deps.db, email, 'Kimoshdi', 'never arrives');
    const message = await waitForStatus(server.deps.db, email, 'failed');
    expect(message).toMatchObject({ attempts: 1, provider: 'smtp', sentAt: null });
    expect(message.lastError).toMatch(/550/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.some((m) => m.to.includes(email))).toBe(false);
    expect((await waitForStatus(server.deps.db, email, 'failed')).attempts).toBe(1);
  });

  it('mails a burst over a few open connections, not one connection a mail', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => uniqueEmail(`burst${i}`));
    const before = smtp.connections();
    await Promise.all(emails.map((email) => sendEmail(server.deps.db, email, 'Kimoshdi', 'a notice')));
    const mails = await Promise.all(emails.map((email) => smtp.waitFor(email)));
    expect(mails.map((mail) => mail.to[0])).toEqual(emails);
    // Up to 4 pooled connections; those left open by the tests before may carry some.
    expect(smtp.connections() - before).toBeLessThanOrEqual(4);
  });

  it('mails a notice with its HTML part and a one-click unsubscribe that stops its kind', async () => {
    const email = uniqueEmail('winner');
    const user = await signIn(server, { email });
    await notify(
      server.deps.db,
      messageNotification(
        user.userId,
        'success',
        'uz',
        { key: 'pay:ledger.top_up', params: { amount: { tiyin: '5000000' } } },
        '/profile/transactions',
      ),
    );
    const mail = await smtp.waitFor(email, { notices: true });
    expect(mail.notice).toBe(true);
    expect(mail.subject).toBe("Balans to'ldirildi");
    expect(mail.text).toContain('50 000 UZS');
    expect(mail.html).toContain('/profile/transactions');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    expect(link).toMatch(/\/api\/notices\/unsubscribe\?token=/);
    // What a mail client does for List-Unsubscribe-Post, against this server.
    const url = new URL(link ?? '');
    const posted = await fetch(new URL(`${url.pathname}${url.search}`, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    const settings = await server.deps.db
      .selectFrom('notification_settings')
      .select(['topic', 'channel', 'enabled'])
      .where('user_id', '=', user.userId)
      .execute();
    expect(settings).toEqual([{ topic: 'money', channel: 'email', enabled: false }]);
  });
});
