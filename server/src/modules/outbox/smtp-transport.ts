/**
 * The e-mail adapter: nodemailer over SMTP (SMTP_URL, smtp:// with STARTTLS when offered, or
 * smtps://). A few pooled connections, each closed after IDLE_MS without a message: on a quiet
 * day a code's e-mail opens one, while a closing spike's thousands of notices (won, paid, the
 * protocol, deposits) go over connections already open instead of a connection, a greeting and
 * a TLS handshake each, on the cores the settlements and payments need. A connection the server
 * drops while sending hands its message to another (nodemailer requeues it), and the outbox
 * retries what still fails. The SMTP server's acceptance is as far as we see: the message ends
 * 'sent' (mail has no delivery receipt we could rely on).
 */
import { createTransport } from 'nodemailer';
import type { EmailSettings } from '../../messaging-config';
import { PermanentSendError, type MessageTransport } from './message-transport';

/** Connections open at once: the messages worker sends up to 8 at a time. */
const MAX_CONNECTIONS = 4;
/** Closed by us before the socket's own timeout (20 s) and far under the server's 5 minutes (RFC 5321). */
const IDLE_MS = 15_000;

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
    pool: true,
    maxConnections: MAX_CONNECTIONS,
    idleTimeout: IDLE_MS,
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
