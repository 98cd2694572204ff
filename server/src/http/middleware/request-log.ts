import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from '../../lib/logger';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** This request's id: the caller's X-Request-Id when sane, else a new UUID. */
      id: string;
    }
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/**
 * A request id on every request and answer, and one short log line per API call (method, path,
 * status, time; never headers or cookies). Written here rather than with pino-http, which builds a
 * child logger per request even when nothing is logged: a tenth of the CPU of a cheap call under
 * load (docs/benchmarks.md).
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    req.id = startRequestLog(logger, req, res, req.originalUrl);
    next();
  };
}

/**
 * The request id (the caller's X-Request-Id when sane, else a new UUID), set on the answer, and
 * for API calls one log line when the answer is finished. Also used by the bid fast path
 * (http/fast-bid.ts), which answers below Express.
 */
export function startRequestLog(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  if (!url.startsWith('/api/') || !logger.isLevelEnabled('info')) return id;
  const started = performance.now();
  res.once('finish', () => {
    const line = {
      req: { id, method: req.method, url },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(performance.now() - started),
    };
    if (res.statusCode >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request completed');
  });
  return id;
}
