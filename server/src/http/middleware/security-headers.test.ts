import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

/** The headers a middleware leaves on a fresh answer to a request for `url`. */
function headersAfter(
  middleware: (req: never, res: never, next: () => void) => void,
  url = '/lot-list',
): Record<string, unknown> {
  const headers = new Map<string, unknown>();
  const res = Object.assign(new EventEmitter(), {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  });
  middleware({ url } as IncomingMessage as never, res as unknown as ServerResponse as never, () => {});
  return Object.fromEntries(headers);
}

const cases: [string, HelmetOptions][] = [
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
];

describe('securityHeaders', () => {
  it.each(cases)(
    'sets exactly what helmet sets on pages and everything outside the JSON API: %s',
    (_name, options) => {
      for (const url of ['/lot-list', '/', '/api/docs', '/api/openapi.json', '/id/login', '/files/1']) {
        const ours = headersAfter(securityHeaders(options) as never, url);
        const { 'x-powered-by': _removed, ...helmets } = headersAfter(helmet(options) as never, url);
        expect(ours).toEqual(helmets);
        expect(ours['content-security-policy']).toContain("default-src 'self'");
      }
    },
  );

  it.each(cases)(
    "gives the JSON API's answers the API's headers, from helmet's own: %s",
    (_name, options) => {
      const ours = headersAfter(securityHeaders(options) as never, '/api/shop/common/date?x=1');
      const helmets = headersAfter(helmet(options) as never, '/api/shop/common/date?x=1');
      expect(ours).toEqual({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': helmets['cross-origin-resource-policy'],
        'referrer-policy': helmets['referrer-policy'],
        ...(helmets['strict-transport-security'] === undefined
          ? {}
          : { 'strict-transport-security': helmets['strict-transport-security'] }),
      });
      expect(ours['referrer-policy']).toBe('no-referrer');
      expect(ours['cross-origin-resource-policy']).toBe('same-origin');
      expect(ours['strict-transport-security'] !== undefined).toBe(options.strictTransportSecurity !== false);
    },
  );
});
