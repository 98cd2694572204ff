/**
 * A local stand-in for a browser's push service (plain node:http), as FCM or Mozilla's autopush
 * take a push (RFC 8030): `POST /push/<device>` with a VAPID authorization (RFC 8292), a TTL and an
 * aes128gcm body (RFC 8291). It checks the VAPID token's ES256 signature, audience and expiry,
 * decrypts the body with the device's own keys (made here, as a browser makes them) and records
 * the push; it answers 201, or what the test told it to (a 5xx, 429, 404 or 410).
 *
 *   const pushService = await startPushServiceStandIn();
 *   const device = pushService.device();              // { endpoint, keys } as PushSubscription.toJSON()
 *   ... subscribe it through the API, cause a notice ...
 *   const push = await pushService.waitFor(device.name);
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface ReceivedPush {
  device: string;
  /** The decrypted payload, parsed (the platform sends JSON). */
  payload: { title?: string; body?: string; url?: string; tag?: string };
  ttl: number;
  urgency: string | undefined;
  /** The VAPID token's claims and the key it was signed with. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
  at: number;
}

export interface StandInDevice {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushServiceStandIn {
  url: string;
  /** A new device: a subscription as a browser would give it for this push service. */
  device(): StandInDevice;
  /** Every push accepted, oldest first. */
  received: ReceivedPush[];
  /** Every push posted, with the status answered (refusals too). */
  calls: { device: string; status: number }[];
  /** The next `statuses.length` pushes to the device are answered with these statuses, in order. */
  answerNext(device: string, ...statuses: number[]): void;
  /** The next push to the device not yet returned by waitFor. */
  waitFor(device: string, options?: { timeoutMs?: number }): Promise<ReceivedPush>;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const decodeJson = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** The VAPID token's claims once its ES256 signature holds for the key it names; else undefined. */
function checkVapid(header: string | undefined): ReceivedPush['vapid'] | undefined {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return undefined;
  const [, head = '', claims = '', signature = '', key = ''] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return undefined;
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed || decodeJson(head).alg !== 'ES256') return undefined;
  const body = decodeJson(claims);
  return { aud: String(body.aud), sub: String(body.sub), exp: Number(body.exp), publicKey: key };
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const answers = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const calls: { device: string; status: number }[] = [];
  const taken = new Set<ReceivedPush>();
  const wake = new Set<() => void>();
  let next = 1;

  const server = createServer((req, res) => {
    void (async () => {
      const device = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const body = await bodyOf(req);
      const answer = (status: number) => {
        calls.push({ device, status });
        res.writeHead(status, status === 201 ? { location: `${url}/message/${next++}` } : {});
        res.end();
      };
      const keys = devices.get(device);
      if (req.method !== 'POST' || !keys) return answer(404);
      const vapid = checkVapid(req.headers.authorization);
      const origin = new URL(url).origin;
      if (!vapid || vapid.aud !== origin || vapid.exp * 1000 < Date.now()) return answer(403);
      if (req.headers['content-encoding'] !== 'aes128gcm' || req.headers.ttl === undefined)
        return answer(400);
      const told = answers.get(device)?.shift();
      if (told !== undefined) return answer(told);
      let payload: ReceivedPush['payload'];
      try {
        const plain = ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: keys.ecdh,
          authSecret: keys.auth.toString('base64url'),
        });
        payload = JSON.parse(plain.toString('utf8')) as ReceivedPush['payload'];
      } catch {
        return answer(400);
      }
      received.push({
        device,
        payload,
        ttl: Number(req.headers.ttl),
        urgency: typeof req.headers.urgency === 'string' ? req.headers.urgency : undefined,
        vapid,
        at: Date.now(),
      });
      for (const waker of wake) waker();
      return answer(201);
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    calls,
    device() {
      const name = `d${randomBytes(6).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return {
        name,
        endpoint: `${url}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
      };
    },
    answerNext(device, ...statuses) {
      answers.set(device, [...(answers.get(device) ?? []), ...statuses]);
    },
    async waitFor(device, { timeoutMs = 15_000 } = {}) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const push = received.find((item) => item.device === device && !taken.has(item));
        if (push) {
          taken.add(push);
          return push;
        }
        const left = until - Date.now();
        if (left <= 0) throw new Error(`no push reached ${device} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const waker = () => {
            wake.delete(waker);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(waker, left);
          wake.add(waker);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
