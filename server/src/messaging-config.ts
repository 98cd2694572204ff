/**
 * How SMS and e-mails leave (docs/decisions.md "Messages that really leave"). Outside production
 * both channels default to the development outbox (/dev/outbox); in production a channel that would
 * only reach the outbox stops the process, since a code nobody receives locks people out.
 */
export type SmsSettings =
  | { transport: 'outbox' }
  | {
      transport: 'gateway';
      /** The Eskiz-style gateway's base URL (https://notify.eskiz.uz). */
      url: string;
      email: string;
      password: string;
      /** The sender name (nickname) the gateway shows. */
      from: string;
      /** Every gateway call is given up after this long (and retried by the queue). */
      timeoutMs: number;
      /** The first delivery-status check after the gateway took an SMS; later checks wait longer. */
      statusCheckMs: number;
    };

export type EmailSettings = { transport: 'outbox' } | { transport: 'smtp'; url: string; from: string };

/** The stand-in bot of development and the demo: its messages stay in the development outbox. */
export const DEMO_TELEGRAM_BOT = 'kimoshdi_demo_bot';

/**
 * Telegram (issue 27): a bot of the Bot API, or outside production without a token a stand-in whose
 * messages stay in the development outbox and whose "Start" is a page at /dev/telegram. Production
 * without a token offers no Telegram: unlike SMS it is not needed to sign in, so it is optional.
 */
export type TelegramSettings =
  | { transport: 'off' }
  | { transport: 'outbox'; bot: string }
  | {
      transport: 'bot';
      token: string;
      /** The bot's username, without @: the cabinet's deep link t.me/<bot>?start=<code>. */
      bot: string;
      /** The Bot API's base URL (https://api.telegram.org; a stand-in in tests). */
      apiUrl: string;
      /** Set: updates come by webhook to /api/telegram/webhook with this secret; else long polling. */
      webhookSecret: string | undefined;
      timeoutMs: number;
    };

/** A VAPID key pair (base64url) that signs web pushes. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Web push (issue 27): pushes signed with a VAPID key pair from the configuration, or outside
 * production without one a pair made at the first start and kept in the database. Production
 * without keys offers no push: a browser subscribed to one pair cannot take pushes of another, so
 * production's pair must be one that outlives a database.
 */
export type PushSettings =
  | { transport: 'off' }
  | {
      transport: 'webpush';
      /** 'generated': the pair in the database (push_vapid_keys), made when first needed. */
      keys: VapidKeys | 'generated';
      /** Who the push services may write to about this sender (mailto: or https:). */
      subject: string;
      timeoutMs: number;
    };

/** The development contact given to push services when none is configured. */
export const DEVELOPMENT_VAPID_SUBJECT = 'mailto:developers@kimoshdi.localhost';

export interface MessagingConfig {
  sms: SmsSettings;
  email: EmailSettings;
  telegram: TelegramSettings;
  push: PushSettings;
  /** The first retry's delay of a failed sending; each next one waits twice as long. */
  retryMs: number;
}

export interface MessagingEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  SMS_TRANSPORT?: 'outbox' | 'gateway';
  SMS_GATEWAY_URL?: string;
  SMS_GATEWAY_EMAIL?: string;
  SMS_GATEWAY_PASSWORD?: string;
  SMS_FROM: string;
  SMS_GATEWAY_TIMEOUT_MS: number;
  SMS_STATUS_CHECK_MS: number;
  MAIL_TRANSPORT?: 'outbox' | 'smtp';
  SMTP_URL?: string;
  MAIL_FROM?: string;
  TELEGRAM_BOT_TOKEN?: string;
  TELEGRAM_BOT_USERNAME?: string;
  TELEGRAM_API_URL: string;
  TELEGRAM_WEBHOOK_SECRET?: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  MESSAGE_RETRY_MS: number;
}

export function resolveMessagingConfig(
  env: MessagingEnv,
): { ok: true; config: MessagingConfig } | { ok: false; problems: string[] } {
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  const required = <Name extends keyof MessagingEnv>(name: Name, when: string): string => {
    const value = env[name];
    if (value === undefined || value === '') problems.push(`${name}: required when ${when}`);
    return String(value ?? '');
  };

  let sms: SmsSettings = { transport: 'outbox' };
  const smsTransport = env.SMS_TRANSPORT ?? 'outbox';
  if (smsTransport === 'outbox' && production) {
    problems.push(
      'SMS_TRANSPORT: the outbox sends no SMS; set SMS_TRANSPORT=gateway (with SMS_GATEWAY_URL, SMS_GATEWAY_EMAIL, SMS_GATEWAY_PASSWORD) in production',
    );
  }
  if (smsTransport === 'gateway') {
    const when = 'SMS_TRANSPORT is gateway';
    sms = {
      transport: 'gateway',
      url: required('SMS_GATEWAY_URL', when).replace(/\/+$/, ''),
      email: required('SMS_GATEWAY_EMAIL', when),
      password: required('SMS_GATEWAY_PASSWORD', when),
      from: env.SMS_FROM,
      timeoutMs: env.SMS_GATEWAY_TIMEOUT_MS,
      statusCheckMs: env.SMS_STATUS_CHECK_MS,
    };
  }

  let email: EmailSettings = { transport: 'outbox' };
  const mailTransport = env.MAIL_TRANSPORT ?? 'outbox';
  if (mailTransport === 'outbox' && production) {
    problems.push(
      'MAIL_TRANSPORT: the outbox sends no e-mail; set MAIL_TRANSPORT=smtp (with SMTP_URL and MAIL_FROM) in production',
    );
  }
  if (mailTransport === 'smtp') {
    const when = 'MAIL_TRANSPORT is smtp';
    email = { transport: 'smtp', url: required('SMTP_URL', when), from: required('MAIL_FROM', when) };
  }

  let telegram: TelegramSettings = production
    ? { transport: 'off' }
    : { transport: 'outbox', bot: DEMO_TELEGRAM_BOT };
  if (env.TELEGRAM_BOT_TOKEN) {
    const when = 'TELEGRAM_BOT_TOKEN is set';
    telegram = {
      transport: 'bot',
      token: env.TELEGRAM_BOT_TOKEN,
      bot: required('TELEGRAM_BOT_USERNAME', when).replace(/^@/, ''),
      apiUrl: env.TELEGRAM_API_URL.replace(/\/+$/, ''),
      webhookSecret: env.TELEGRAM_WEBHOOK_SECRET || undefined,
      timeoutMs: env.SMS_GATEWAY_TIMEOUT_MS,
    };
    // Long polling takes updates in one process only; production's several processes take them
    // by webhook, which Telegram signs with the secret.
    if (production && !telegram.webhookSecret) {
      problems.push('TELEGRAM_WEBHOOK_SECRET: required in production (the bot takes its updates by webhook)');
    }
  }

  let push: PushSettings = production
    ? { transport: 'off' }
    : {
        transport: 'webpush',
        keys: 'generated',
        subject: env.VAPID_SUBJECT ?? DEVELOPMENT_VAPID_SUBJECT,
        timeoutMs: env.SMS_GATEWAY_TIMEOUT_MS,
      };
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    const when = 'VAPID_PUBLIC_KEY or VAPID_PRIVATE_KEY is set';
    const publicKey = required('VAPID_PUBLIC_KEY', when);
    const privateKey = required('VAPID_PRIVATE_KEY', when);
    // Push services write to the sender about its pushes; production must say who that is.
    const subject = production ? required('VAPID_SUBJECT', 'VAPID keys are set in production') : undefined;
    push = {
      transport: 'webpush',
      keys: { publicKey, privateKey },
      subject: subject ?? env.VAPID_SUBJECT ?? DEVELOPMENT_VAPID_SUBJECT,
      timeoutMs: env.SMS_GATEWAY_TIMEOUT_MS,
    };
  }

  return problems.length
    ? { ok: false, problems }
    : { ok: true, config: { sms, email, telegram, push, retryMs: env.MESSAGE_RETRY_MS } };
}
