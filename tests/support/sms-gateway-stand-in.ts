/**
 * A local stand-in for an Eskiz.uz-style SMS gateway (plain node:http), speaking the calls the
 * platform's adapter uses:
 *
 *   POST  /api/auth/login                      form email, password -> {data: {token}}
 *   PATCH /api/auth/refresh                    bearer -> {data: {token}}
 *   POST  /api/message/sms/send                bearer, form mobile_phone, message, from, callback_url
 *                                              -> {id, message, status: "waiting"}
 *   GET   /api/message/sms/status_by_id/{id}   bearer -> {status: "success", data: {id, status}}
 *
 * An unknown or expired token answers 401. It records every SMS it took and every call it saw, and
 * can be told to misbehave on the next sends: expire the token, answer 5xx, hang (no answer until
 * closed), refuse with a 4xx.
 *
 *   const gateway = await startSmsGatewayStandIn();
 *   const server = await startTestServer(gateway.env());
 *   gateway.failNext(2, 503);
 *   const sms = await gateway.waitFor('+998901234567');
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  id: string;
  /** As sent: 998XXXXXXXXX. */
  mobilePhone: string;
  message: string;
  from: string;
  callbackUrl: string | null;
  /** What status_by_id answers for it; a test may change it. */
  status: string;
  /** The first 6-digit number of the text. */
  code: string | undefined;
  receivedAt: number;
}

export interface GatewayCall {
  method: string;
  path: string;
  status: number;
  at: number;
}

type Trouble = { kind: 'status'; status: number; message: string } | { kind: 'hang' };

export interface SmsGatewayStandIn {
  url: string;
  email: string;
  password: string;
  /** Every SMS taken, oldest first. */
  messages: ReceivedSms[];
  /** Every call, in the order they arrived; `status` is what was answered (0 until then, or hung). */
  calls: GatewayCall[];
  /** Successful sign-ins so far. */
  readonly logins: number;
  /** The status the next SMS taken reports (DELIVRD unless changed). */
  deliveryStatus: string;
  /** Every token issued so far stops working: the next call answers 401. */
  expireTokens(): void;
  /** The next `count` sends answer this status (5xx: retryable; 4xx: a refusal). */
  failNext(count: number, status?: number, message?: string): void;
  /** The next `count` sends never answer (the caller's timeout must give up). */
  hangNext(count: number): void;
  /** The next SMS to `phone` (+998... or 998...) not yet returned by waitFor. */
  waitFor(phone: string, options?: { timeoutMs?: number }): Promise<ReceivedSms>;
  /** The test server's settings for startTestServer. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const EMAIL = 'kimoshdi@eskiz.test';
const PASSWORD = 'gateway-test-password';

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The request's form (multipart or urlencoded), parsed the way fetch parses one. */
async function formOf(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  if (req.headers['content-type']) headers.set('content-type', req.headers['content-type']);
  return new Request('http://stand-in/', { method: 'POST', headers, body: Buffer.concat(chunks) }).formData();
}

export async function startSmsGatewayStandIn(): Promise<SmsGatewayStandIn> {
  const messages: ReceivedSms[] = [];
  const calls: GatewayCall[] = [];
  const taken = new Set<ReceivedSms>();
  const waiters = new Set<() => void>();
  const tokens = new Set<string>();
  let troubles: Trouble[] = [];
  let logins = 0;

  // The status new SMS report (the stand-in's deliveryStatus, set below).
  let deliveryStatus = 'DELIVRD';

  const issueToken = () => {
    const token = `token-${randomUUID()}`;
    tokens.add(token);
    return token;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<number | undefined> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const authorized = bearer !== undefined && tokens.has(bearer);

    if (req.method === 'POST' && path === '/api/auth/login') {
      const form = await formOf(req);
      if (form.get('email') !== EMAIL || form.get('password') !== PASSWORD) {
        json(res, 401, { message: 'Invalid credentials', status: 'error' });
        return 401;
      }
      logins += 1;
      json(res, 200, { message: 'token_generated', data: { token: issueToken() }, token_type: 'bearer' });
      return 200;
    }
    if (req.method === 'PATCH' && path === '/api/auth/refresh') {
      if (!authorized) {
        json(res, 401, { message: 'Expired token', status: 'error' });
        return 401;
      }
      tokens.delete(bearer);
      json(res, 200, { message: 'token_generated', data: { token: issueToken() }, token_type: 'bearer' });
      return 200;
    }
    if (req.method === 'POST' && path === '/api/message/sms/send') {
      if (!authorized) {
        json(res, 401, { message: 'Expired token', status: 'error' });
        return 401;
      }
      const trouble = troubles.shift();
      if (trouble?.kind === 'hang') return undefined;
      const form = await formOf(req);
      if (trouble) {
        json(res, trouble.status, { message: trouble.message, status: 'error' });
        return trouble.status;
      }
      const mobilePhone = String(form.get('mobile_phone') ?? '');
      const message = String(form.get('message') ?? '');
      if (!/^998\d{9}$/.test(mobilePhone) || message === '') {
        json(res, 400, { message: 'mobile_phone or message is invalid', status: 'error' });
        return 400;
      }
      const sms: ReceivedSms = {
        id: randomUUID(),
        mobilePhone,
        message,
        from: String(form.get('from') ?? ''),
        callbackUrl: form.has('callback_url') ? String(form.get('callback_url')) : null,
        status: deliveryStatus,
        code: /\b(\d{6})\b/.exec(message)?.[1],
        receivedAt: Date.now(),
      };
      messages.push(sms);
      for (const wake of waiters) wake();
      json(res, 200, { id: sms.id, message: 'Waiting for SMS provider', status: 'waiting' });
      return 200;
    }
    const statusPath = /^\/api\/message\/sms\/status_by_id\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && statusPath) {
      if (!authorized) {
        json(res, 401, { message: 'Expired token', status: 'error' });
        return 401;
      }
      const sms = messages.find((m) => m.id === decodeURIComponent(statusPath[1] ?? ''));
      if (!sms) {
        json(res, 404, { message: 'Not found', status: 'error' });
        return 404;
      }
      json(res, 200, { status: 'success', data: { id: sms.id, status: sms.status } });
      return 200;
    }
    json(res, 404, { message: 'Not found', status: 'error' });
    return 404;
  }

  const server = createServer((req, res) => {
    // Recorded on arrival (so in arrival order); the status once answered (0: hung).
    const call: GatewayCall = {
      method: req.method ?? '',
      path: new URL(req.url ?? '/', 'http://stand-in').pathname,
      status: 0,
      at: Date.now(),
    };
    calls.push(call);
    handle(req, res)
      .then((status) => {
        call.status = status ?? 0;
      })
      .catch((error: unknown) => {
        call.status = 500;
        json(res, 500, { message: String(error), status: 'error' });
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  function nextFor(phone: string): ReceivedSms | undefined {
    const wanted = phone.replace(/\D/g, '');
    const sms = messages.find((m) => !taken.has(m) && m.mobilePhone === wanted);
    if (sms) taken.add(sms);
    return sms;
  }

  return {
    url,
    email: EMAIL,
    password: PASSWORD,
    messages,
    calls,
    get logins() {
      return logins;
    },
    get deliveryStatus() {
      return deliveryStatus;
    },
    set deliveryStatus(status: string) {
      deliveryStatus = status;
    },
    expireTokens() {
      tokens.clear();
    },
    failNext(count: number, status = 503, message = 'Service unavailable') {
      troubles = [
        ...troubles,
        ...Array.from({ length: count }, () => ({ kind: 'status' as const, status, message })),
      ];
    },
    hangNext(count: number) {
      troubles = [...troubles, ...Array.from({ length: count }, () => ({ kind: 'hang' as const }))];
    },
    waitFor(phone: string, { timeoutMs = 10_000 } = {}) {
      return new Promise<ReceivedSms>((resolve, reject) => {
        const check = () => {
          const sms = nextFor(phone);
          if (!sms) return;
          cleanup();
          resolve(sms);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no SMS to ${phone} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    env() {
      return {
        SMS_TRANSPORT: 'gateway',
        SMS_GATEWAY_URL: url,
        SMS_GATEWAY_EMAIL: EMAIL,
        SMS_GATEWAY_PASSWORD: PASSWORD,
        SMS_FROM: 'Kimoshdi',
      };
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hung requests are cut, or close would wait for them.
        server.closeAllConnections();
      });
    },
  };
}
