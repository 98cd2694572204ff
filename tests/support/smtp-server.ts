/**
 * A real SMTP server on loopback for tests (smtp-server, messages parsed with mailparser): point
 * the platform at it with `MAIL_TRANSPORT=smtp`, `SMTP_URL=<url>`, `MAIL_FROM=...` and read what
 * arrives.
 *
 *   const smtp = await startSmtpServer();
 *   const server = await startTestServer(smtp.env());
 *   ... something that mails a code to buyer@mail.uz ...
 *   const mail = await smtp.waitFor('buyer@mail.uz');
 *   mail.code; // the 6-digit code of its subject or body
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender and recipients (lower case), as the mail server saw them. */
  envelopeFrom: string;
  to: string[];
  /** The From header as written. */
  from: string;
  subject: string;
  text: string;
  messageId: string | undefined;
  /** The first 6-digit number of the subject or body: the code a confirmation mail carries. */
  code: string | undefined;
  /** A notice (issue 27: it has a List-Unsubscribe header), not a code or a saved search's mail. */
  notice: boolean;
  /** The HTML part, when there is one. */
  html: string | undefined;
  /** Every header as written (lower-case names; the last of a repeated one). */
  headers: Record<string, string>;
  receivedAt: number;
}

export interface TestSmtpServer {
  /** smtp://user:password@127.0.0.1:<port> (the server checks the credentials). */
  url: string;
  /** Every mail received, oldest first. */
  messages: ReceivedMail[];
  /** Connections opened to it so far. */
  connections(): number;
  /**
   * The next mail to `to` not yet returned by waitFor (waiting for it up to `timeoutMs`). Notices
   * (a won lot, a purchase...) are passed over unless `notices` is set: a test waiting for a code
   * must not get the notice of what the last code confirmed.
   */
  waitFor(to: string, options?: { timeoutMs?: number; notices?: boolean }): Promise<ReceivedMail>;
  /** The next `count` mails are refused at DATA with this SMTP reply code (550: for good). */
  refuseNext(count: number, responseCode?: number): void;
  /** The test server's settings for startTestServer. */
  env(from?: string): Record<string, string>;
  close(): Promise<void>;
}

const USER = 'kimoshdi';
const PASSWORD = 'smtp-test-password';

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  let refusals: number[] = [];
  let connections = 0;

  const server = new SMTPServer({
    logger: false,
    // Loopback only: plain text, and AUTH allowed without TLS.
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const refusal = refusals.shift();
      simpleParser(stream)
        .then((parsed) => {
          if (refusal !== undefined) {
            callback(Object.assign(new Error('Refused by the test'), { responseCode: refusal }));
            return;
          }
          const subject = parsed.subject ?? '';
          const text = parsed.text ?? '';
          const address = (value: SMTPServerAddress) => value.address.toLowerCase();
          messages.push({
            envelopeFrom: session.envelope.mailFrom ? address(session.envelope.mailFrom) : '',
            to: session.envelope.rcptTo.map(address),
            from: parsed.from?.text ?? '',
            subject,
            text,
            messageId: parsed.messageId,
            code: /\b(\d{6})\b/.exec(`${subject}\n${text}`)?.[1],
            // mailparser folds the List-* headers into one `list` header.
            notice: parsed.headers.has('list') || parsed.headers.has('list-unsubscribe'),
            html: typeof parsed.html === 'string' ? parsed.html : undefined,
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
            ),
            receivedAt: Date.now(),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`;

  function nextFor(to: string, notices: boolean): ReceivedMail | undefined {
    const wanted = to.toLowerCase();
    const mail = messages.find((m) => !taken.has(m) && m.to.includes(wanted) && m.notice === notices);
    if (mail) taken.add(mail);
    return mail;
  }

  return {
    url,
    messages,
    connections: () => connections,
    waitFor(to, { timeoutMs = 10_000, notices = false } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = nextFor(to, notices);
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    refuseNext(count, responseCode = 550) {
      refusals = [...refusals, ...Array<number>(count).fill(responseCode)];
    },
    env(from = 'Kimoshdi <no-reply@kimoshdi.test>') {
      return { MAIL_TRANSPORT: 'smtp', SMTP_URL: url, MAIL_FROM: from };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
