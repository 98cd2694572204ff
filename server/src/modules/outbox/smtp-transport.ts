/**
 * The e-mail adapter: nodemailer over SMTP (SMTP_URL, smtp:// with STARTTLS when offered, or
 * smtps://). One connection per message: e-mails here are codes and notices, a few a minute, and
 * no idle connection is left for a mail server to drop. The SMTP server's acceptance is as far as
 * we see: the message ends 'sent' (mail has no delivery receipt we could rely on).
 */
import { createTransport } from 'nodemailer';
import type { EmailSettings } from '../../messaging-config';
import { PermanentSendError, type MessageTransport } from './message-transport';

type SmtpSettings = Extract<EmailSettings, { transport: 'smtp' }>;

/** nodemailer's error fields we classify by. */
interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
}

// A mail server's 5xx is a refusal for good (no such mailbox, policy), but a 5xx at sign-in is our
// credentials, fixed by an operator: retried like a connection error or a 4xx.
function isPermanent(error: SmtpError): boolean {
  if (error.code === 'EAUTH' || error.code === 'ENOAUTH') return false;
  if (typeof error.responseCode === 'number') return error.responseCode >= 500;
  return error.code === 'EENVELOPE';
}

export function createSmtpTransport(settings: SmtpSettings): MessageTransport {
  const mailer = createTransport({
    url: settings.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    provider: 'smtp',
    async send(message) {
      try {
        const info = await mailer.sendMail({
          from: settings.from,
          to: message.destination,
          subject: message.subject ?? '',
          text: message.body,
          // Notices (issue 27): an HTML part and List-Unsubscribe / List-Unsubscribe-Post.
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        });
        return { providerMessageId: info.messageId ?? null };
      } catch (error) {
        const smtpError = error as SmtpError;
        if (isPermanent(smtpError))
          throw new PermanentSendError(`the mail server refused: ${smtpError.message}`);
        throw error;
      }
    },
    async close() {
      mailer.close();
    },
  };
}
