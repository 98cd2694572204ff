/**
 * `POST /api/shop/game-view/bid` below Express, for the HTTP clients that storm it (load tests,
 * bots, other systems): the same session, the same CSRF check, the same zod schema, the same rate
 * limit and the same engine call as the Express route (one command: modules/auction/auction.commands.ts), without the
 * framework's per-request work, which is most of the cost of a refused bid (docs/benchmarks.md).
 *
 * Only the plain case takes this path: a session cookie, a valid CSRF token and a JSON body.
 * Anything else (a guest, a stale token, another content type) goes to Express untouched, so
 * every refusal of that kind keeps its one place and its one shape.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Request } from 'express';
import type { HelmetOptions } from 'helmet';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { callerLanguage, resolveCaller, SESSION_COOKIE, type Cookies } from '../lib/caller';
import { readCookies } from './middleware/cookies';
import { createCsrf } from './middleware/csrf';
import { errorBodyOf, toAppError } from '../lib/error-body';
import { timeBidAck } from '../lib/metrics';
import { observeRequest } from './middleware/http-metrics';
import { apiHeaders } from './middleware/security-headers';
import { startRequestLog } from './middleware/request-log';

const PATH = '/api/shop/game-view/bid';
/** A bid is about a hundred bytes; anything near this is not one. */
const MAX_BODY_BYTES = 16 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      // Drain the rest unread, so the 413 reaches the client instead of a cut connection.
      req.off('data', onData);
      req.resume();
      reject(new AppError('PAYLOAD_TOO_LARGE', { limit: MAX_BODY_BYTES }));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Wraps the Express app: the bid fast path first, Express for everything else. The answer of the
 * fast path carries the same security headers, request id and log line as Express's answers.
 */
export function withFastBid(deps: Deps, app: RequestListener, helmetOptions: HelmetOptions): RequestListener {
  const { config, logger, services, auction } = deps;
  const csrf = createCsrf(config.CSRF_SECRET, config.NODE_ENV === 'production');
  const securityHeaders = apiHeaders(helmetOptions);

  function send(res: ServerResponse, status: number, body: unknown): void {
    const json = Buffer.from(JSON.stringify(body));
    res.statusCode = status;
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', json.length);
    res.end(json);
  }

  return (req, res) => {
    if (req.method !== 'POST' || req.url !== PATH) {
      app(req, res);
      return;
    }
    readCookies(req, res, () => undefined);
    const cookies = (req as Request).cookies as Cookies;
    const token = cookies[SESSION_COOKIE];
    const json = (req.headers['content-type'] ?? '').startsWith('application/json');
    if (!token || !json || !csrf.valid({ cookies, headers: req.headers })) {
      app(req, res);
      return;
    }
    let requestId: string | undefined;
    const lang = callerLanguage(cookies, req.headers['accept-language']);

    void (async () => {
      const { user } = await resolveCaller(services.sessions, cookies, req.headers['accept-language']);
      // A session gone or expired: Express answers it (401, the cookie cleared), body unread.
      if (!user) return app(req, res);
      requestId = startRequestLog(logger, req, res, PATH);
      observeRequest(req, res, () => PATH);
      let raw: unknown;
      try {
        raw = JSON.parse(await readBody(req));
      } catch (error) {
        throw error instanceof AppError ? error : new AppError('MALFORMED_JSON');
      }
      send(res, 200, await timeBidAck('http', () => auction.commands.placeBid(user, raw)));
    })().catch((error: unknown) => {
      const appError = toAppError(error, logger, { reqId: requestId });
      if (!res.headersSent) send(res, appError.status, errorBodyOf(appError, lang));
    });
  };
}
