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

export interface MessagingConfig {
  sms: SmsSettings;
  email: EmailSettings;
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

  return problems.length
    ? { ok: false, problems }
    : { ok: true, config: { sms, email, retryMs: env.MESSAGE_RETRY_MS } };
}
