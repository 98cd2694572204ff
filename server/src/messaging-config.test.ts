import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const required = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kimoshdi',
  REDIS_URL: 'redis://127.0.0.1:6379',
};
const production = {
  ...required,
  NODE_ENV: 'production',
  CSRF_SECRET: 'a-production-csrf-secret',
  ID_CLIENT_SECRET: 'a-production-client-secret',
  ID_COOKIE_KEYS: 'a-production-cookie-key',
  // Production pays through the providers, with credentials of its own.
  PAYME_MERCHANT_ID: 'a-production-merchant',
  PAYME_KEY: 'a-production-payme-key',
  CLICK_SERVICE_ID: '30001',
  CLICK_MERCHANT_ID: '40001',
  CLICK_SECRET_KEY: 'a-production-click-secret',
  METRICS_TOKEN: 'a-production-metrics-token',
  ALTCHA_HMAC_KEY: 'a-production-altcha-key',
};
const gateway = {
  SMS_TRANSPORT: 'gateway',
  SMS_GATEWAY_URL: 'https://notify.eskiz.uz/',
  SMS_GATEWAY_EMAIL: 'sms@kimoshdi.uz',
  SMS_GATEWAY_PASSWORD: 'secret',
};
const smtp = {
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mailer:secret@mail.kimoshdi.uz:587',
  MAIL_FROM: 'Kimoshdi <no-reply@kimoshdi.uz>',
};

describe('messaging configuration', () => {
  it('keeps both channels in the development outbox by default outside production', () => {
    expect(loadConfig(required).messaging).toEqual({
      sms: { transport: 'outbox' },
      email: { transport: 'outbox' },
      telegram: { transport: 'outbox', bot: 'kimoshdi_demo_bot' },
      push: {
        transport: 'webpush',
        keys: 'generated',
        subject: 'mailto:developers@kimoshdi.localhost',
        timeoutMs: 5_000,
      },
      retryMs: 5_000,
    });
  });

  it('reads the gateway and the mail server', () => {
    expect(loadConfig({ ...production, ...gateway, ...smtp, SMS_FROM: 'Kimoshdi' }).messaging).toEqual({
      sms: {
        transport: 'gateway',
        url: 'https://notify.eskiz.uz',
        email: 'sms@kimoshdi.uz',
        password: 'secret',
        from: 'Kimoshdi',
        timeoutMs: 5_000,
        statusCheckMs: 30_000,
      },
      email: { transport: 'smtp', url: smtp.SMTP_URL, from: smtp.MAIL_FROM },
      telegram: { transport: 'off' },
      push: { transport: 'off' },
      retryMs: 5_000,
    });
  });

  it('reads the Telegram bot: webhook in production, long polling without a secret', () => {
    const bot = { TELEGRAM_BOT_TOKEN: '123456:ABC-def_ghi', TELEGRAM_BOT_USERNAME: '@kimoshdi_bot' };
    expect(
      loadConfig({
        ...production,
        ...gateway,
        ...smtp,
        ...bot,
        TELEGRAM_WEBHOOK_SECRET: 'a-webhook-secret-16',
      }).messaging.telegram,
    ).toEqual({
      transport: 'bot',
      token: '123456:ABC-def_ghi',
      bot: 'kimoshdi_bot',
      apiUrl: 'https://api.telegram.org',
      webhookSecret: 'a-webhook-secret-16',
      timeoutMs: 5_000,
    });
    expect(loadConfig({ ...required, ...bot }).messaging.telegram).toMatchObject({
      webhookSecret: undefined,
    });
    expect(() => loadConfig({ ...production, ...gateway, ...smtp, ...bot })).toThrow(
      /TELEGRAM_WEBHOOK_SECRET: required in production/,
    );
    expect(() => loadConfig({ ...required, TELEGRAM_BOT_TOKEN: bot.TELEGRAM_BOT_TOKEN })).toThrow(
      /TELEGRAM_BOT_USERNAME: required when TELEGRAM_BOT_TOKEN is set/,
    );
    expect(() => loadConfig({ ...required, ...bot, TELEGRAM_BOT_TOKEN: 'not a token' })).toThrow(
      /TELEGRAM_BOT_TOKEN/,
    );
  });

  it('reads the VAPID keys; production without them offers no push, with them needs a contact', () => {
    const vapid = {
      VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'k'.repeat(43),
      VAPID_SUBJECT: 'mailto:ops@kimoshdi.uz',
    };
    expect(loadConfig({ ...production, ...gateway, ...smtp, ...vapid }).messaging.push).toEqual({
      transport: 'webpush',
      keys: { publicKey: vapid.VAPID_PUBLIC_KEY, privateKey: vapid.VAPID_PRIVATE_KEY },
      subject: 'mailto:ops@kimoshdi.uz',
      timeoutMs: 5_000,
    });
    expect(() =>
      loadConfig({ ...production, ...gateway, ...smtp, ...vapid, VAPID_SUBJECT: undefined }),
    ).toThrow(/VAPID_SUBJECT: required when VAPID keys are set in production/);
    expect(() => loadConfig({ ...required, VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: required when VAPID_PUBLIC_KEY or VAPID_PRIVATE_KEY is set/,
    );
    expect(() => loadConfig({ ...required, ...vapid, VAPID_PUBLIC_KEY: 'short' })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ ...required, ...vapid, VAPID_SUBJECT: 'ops@kimoshdi.uz' })).toThrow(
      /VAPID_SUBJECT/,
    );
  });

  it.each([
    [{}, /SMS_TRANSPORT: the outbox sends no SMS[\s\S]*MAIL_TRANSPORT: the outbox sends no e-mail/],
    [{ ...gateway }, /MAIL_TRANSPORT: the outbox sends no e-mail/],
    [{ ...smtp }, /SMS_TRANSPORT: the outbox sends no SMS/],
    [{ ...gateway, ...smtp, SMS_TRANSPORT: 'outbox' }, /SMS_TRANSPORT: the outbox sends no SMS/],
    [{ ...gateway, ...smtp, MAIL_TRANSPORT: 'outbox' }, /MAIL_TRANSPORT: the outbox sends no e-mail/],
  ])('refuses to start in production when a channel would only reach the outbox: %j', (env, message) => {
    expect(() => loadConfig({ ...production, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...env })).toThrow(message);
  });

  it.each([
    [{ ...gateway, SMS_GATEWAY_URL: undefined }, /SMS_GATEWAY_URL: required when SMS_TRANSPORT is gateway/],
    [{ ...gateway, SMS_GATEWAY_PASSWORD: undefined }, /SMS_GATEWAY_PASSWORD: required/],
    [{ ...gateway, SMS_GATEWAY_URL: 'ftp://x' }, /SMS_GATEWAY_URL/],
    [{ ...smtp, SMTP_URL: undefined }, /SMTP_URL: required when MAIL_TRANSPORT is smtp/],
    [{ ...smtp, MAIL_FROM: undefined }, /MAIL_FROM: required when MAIL_TRANSPORT is smtp/],
    [{ ...smtp, SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ SMS_TRANSPORT: 'eskiz' }, /SMS_TRANSPORT/],
    [{ MESSAGE_RETRY_MS: '0' }, /MESSAGE_RETRY_MS/],
  ])('names what is missing or wrong: %j', (env, message) => {
    const given = Object.fromEntries(
      Object.entries({ ...required, ...env }).filter(([, v]) => v !== undefined),
    );
    expect(() => loadConfig(given)).toThrow(message);
  });
});
