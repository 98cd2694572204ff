import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderValue = string | number | readonly string[];

/** What helmet does to an answer with these options: the headers it sets and the ones it removes. */
export function helmetHeaders(options: HelmetOptions): { set: [string, HeaderValue][]; removed: string[] } {
  const set: [string, HeaderValue][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: HeaderValue) {
      set.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return { set, removed };
}

/**
 * helmet's headers, worked out once. With no per-request parts (no CSP nonces) they are the same
 * for every answer, and helmet would otherwise rebuild them for each one (a few per cent of a cheap
 * call's CPU under load: docs/benchmarks.md). A test checks they equal helmet's own.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const { set, removed } = helmetHeaders(options);
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
