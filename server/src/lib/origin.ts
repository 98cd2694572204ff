import type { Request } from 'express';
import type { Config } from '../config';

/**
 * The platform's own address: PUBLIC_URL when set (production, behind a proxy), else the address
 * this request came to (the demo on localhost, tests on random ports).
 */
export function publicOrigin(req: Request, config: Config): string {
  return config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * The origins the page may connect to besides its own ('self', which in CSP level 3 also covers
 * ws:// and wss:// of the page's host, the socket's address): with PUBLIC_URL set, that address and
 * its socket scheme too, for a proxy that hands the page to the server under another Host.
 */
export function ownConnectOrigins(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  const { origin, protocol } = new URL(publicUrl);
  const socketScheme = protocol === 'https:' ? 'wss:' : 'ws:';
  return [origin, `${socketScheme}${origin.slice(protocol.length)}`];
}
