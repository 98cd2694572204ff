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

/** Where the JSON API answers: bodies that are never a page. */
const API = '/api/shop/';

/**
 * The headers of the JSON API's answers, from helmet's own for these options: the ones that mean
 * something for a body that is never rendered as a page (the OWASP REST Security Cheat Sheet's
 * list): no sniffing, never framed, not loaded by another origin, no referrer, HSTS where helmet
 * sends it, and a policy that lets such a body load nothing. The rest of helmet's (the page's policy,
 * the opener and agent-cluster isolation, DNS prefetch, downloads, Flash policies, the old XSS
 * filter) govern documents; a JSON answer carried them for nothing, six headers an answer
 * (docs/decisions.md "The API's answers carry the headers of an API").
 */
export function apiHeaders(options: HelmetOptions): [string, HeaderValue][] {
  const kept = new Set([
    'strict-transport-security',
    'x-content-type-options',
    'cross-origin-resource-policy',
    'referrer-policy',
  ]);
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['X-Frame-Options', 'DENY'],
    ...helmetHeaders(options).set.filter(([name]) => kept.has(name.toLowerCase())),
  ];
}

/**
 * helmet's headers, worked out once. With no per-request parts (no CSP nonces) they are the same
 * for every answer, and helmet would otherwise rebuild them for each one (a few per cent of a cheap
 * call's CPU under load: docs/benchmarks.md). A test checks they equal helmet's own. The JSON API's
 * answers get the API's (above). What helmet removes (X-Powered-By) the app never sets.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const { set } = helmetHeaders(options);
  const api = apiHeaders(options);
  return (req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of req.url.startsWith(API) ? api : set) res.setHeader(name, value);
    next();
  };
}
