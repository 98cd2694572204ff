import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

/** The headers a middleware leaves on a fresh answer. */
function headersAfter(
  middleware: (req: never, res: never, next: () => void) => void,
): Record<string, unknown> {
  const headers = new Map<string, unknown>([['x-powered-by', 'Express']]);
  const res = Object.assign(new EventEmitter(), {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  });
  middleware({} as IncomingMessage as never, res as unknown as ServerResponse as never, () => {});
  return Object.fromEntries(headers);
}

describe('securityHeaders', () => {
  it.each<[string, HelmetOptions]>([
    ['defaults', {}],
    [
      'the platform options',
      {
        contentSecurityPolicy: {
          directives: {
            'img-src': ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
            'connect-src': ["'self'", 'https://kimoshdi.uz', 'wss://kimoshdi.uz'],
            'upgrade-insecure-requests': null,
          },
        },
        strictTransportSecurity: false,
      },
    ],
    ['production', { strictTransportSecurity: true }],
  ])('sets exactly what helmet sets: %s', (_name, options) => {
    const ours = headersAfter(securityHeaders(options) as never);
    expect(ours).toEqual(headersAfter(helmet(options) as never));
    expect(ours['x-powered-by']).toBeUndefined();
    expect(ours['content-security-policy']).toContain("default-src 'self'");
  });
});
