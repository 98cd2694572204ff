import type { IncomingMessage } from 'node:http';
import { parse } from 'cookie';

/** A request whose cookies were read (Express's `req.cookies`, the socket handshake's). */
type WithCookies = IncomingMessage & { cookies?: Record<string, string | undefined> };

/**
 * `req.cookies` from the Cookie header, once per request (the bid fast path reads them before the
 * app does). cookie-parser's own work beyond this (signed and JSON cookies, two empty objects and
 * two more properties on every request) served nothing here: no cookie of ours is signed by it or
 * holds JSON, and that work was a few per cent of a cheap call's CPU under load.
 */
export function readCookies(req: WithCookies, _res: unknown, next: () => void): void {
  if (req.cookies === undefined) {
    const header = req.headers.cookie;
    req.cookies = header ? parse(header) : {};
  }
  next();
}
