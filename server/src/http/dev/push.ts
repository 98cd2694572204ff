/**
 * /dev/push: the push service's stand-in (issue 27; development and tests, never production). A
 * stand-in device's endpoint is /dev/push/<device> (modules/notification/push-stand-in.ts): the
 * platform posts its pushes here as it would to a browser's push service, VAPID-signed and
 * encrypted, and the stand-in checks both, decrypts the push with the device's keys and keeps the
 * last ones, shown at /dev/push as the browser would show them.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { html } from '../../lib/html';
import { devPage } from './dev-page';
import { readStandInPush, STAND_IN_DEVICE } from '../../modules/notification';
import { methodNotAllowed } from '../middleware/method-not-allowed';

interface ReceivedPush {
  device: string;
  at: Date;
  title: string;
  body: string;
  url: string;
}

/** The pushes kept for the page, the newest first. */
const KEPT = 50;
/** Push services take at most 4 096 bytes of body (RFC 8291). */
const BODY_LIMIT = 4_096;

function refuse(res: Response, status: number, reason: string): void {
  res.status(status).type('text').send(reason);
}

/**
 * The body as sent: a push's `Content-Encoding: aes128gcm` names its encryption, which a body
 * parser would take for a compression it does not know and refuse.
 */
async function rawBody(req: Request, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function postPush(received: ReceivedPush[]): RequestHandler {
  return async (req, res) => {
    const device = String(req.params.device);
    if (!STAND_IN_DEVICE.test(device)) return refuse(res, 404, 'no such subscription');
    // What every push service asks of a sender (RFC 8030, RFC 8292).
    if (!/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(req.get('authorization') ?? ''))
      return refuse(res, 401, 'a VAPID authorization is required');
    if (req.get('content-encoding') !== 'aes128gcm' || !req.get('ttl'))
      return refuse(res, 400, 'an aes128gcm body and a TTL are required');
    const body = await rawBody(req, BODY_LIMIT);
    if (!body) return refuse(res, 413, 'a push body is at most 4 kB');
    let payload: Partial<ReceivedPush>;
    try {
      payload = JSON.parse(readStandInPush(device, body)) as Partial<ReceivedPush>;
    } catch {
      return refuse(res, 400, 'the body does not decrypt with the subscription keys');
    }
    received.unshift({
      device,
      at: new Date(),
      title: String(payload.title ?? ''),
      body: String(payload.body ?? ''),
      url: String(payload.url ?? '/'),
    });
    received.length = Math.min(received.length, KEPT);
    res.status(201).setHeader('Location', `/dev/push/${device}`).end();
  };
}

function getPage(received: ReceivedPush[]): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(
      devPage({
        title: 'Push stand-in',
        banner:
          "Development only: this page stands in for a browser's push service. Pushes to the demo's stand-in devices arrive here, decrypted as the browser would; a real browser's arrive on its screen.",
        heading: 'Pushes received',
        content:
          received.length === 0
            ? html`<p class="id-intro">None yet. Notices of the demo buyer, and test pushes, appear here.</p>`
            : received.map(
                (push) =>
                  html`<article class="id-intro" data-testid="push">
                    <p><strong>${push.title}</strong></p>
                    <p class="outbox-body">${push.body}</p>
                    <p>
                      <a href="${push.url}">${push.url}</a> · ${push.device} ·
                      <time datetime="${push.at.toISOString()}">${push.at.toISOString()}</time>
                    </p>
                  </article>`,
              ),
      }),
    );
  };
}

export function pushStandInRouter(): Router {
  const received: ReceivedPush[] = [];
  const router = Router();
  router.route('/').get(getPage(received)).all(methodNotAllowed);
  router.route('/:device').post(postPush(received)).all(methodNotAllowed);
  return router;
}
