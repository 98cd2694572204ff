import { randomUUID } from 'node:crypto';
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
    const given = req.headers['x-request-id'];
    req.id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    if (!req.originalUrl.startsWith('/api/') || !logger.isLevelEnabled('info')) {
      next();
      return;
    }
    const started = performance.now();
    res.once('finish', () => {
      const line = {
        req: { id: req.id, method: req.method, url: req.originalUrl },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (res.statusCode >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request completed');
    });
    next();
  };
}
