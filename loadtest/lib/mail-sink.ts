/**
 * A mail server on loopback that accepts every message and keeps none: the provider a deployment
 * mails through, for the scenarios whose server sends notices (closing-spike). Without it the
 * server's e-mails go to a port that refuses them, and each is tried again and again (5 s, 10 s,
 * 20 s...) inside the very window a scenario times: the figures would count retries no
 * deployment with a working mail server makes. No STARTTLS and no sign-in, so the server's side
 * of each message is the SMTP dialogue alone; what the sink spends is on the same cores, as a
 * real provider's would not be.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MailSink {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Messages accepted so far. */
  accepted(): number;
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  let accepted = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A burst of notices opens many connections at once; the default backlog is enough, the
    // default limit on clients is not there to refuse them.
    maxClients: 1_000,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        accepted += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
