/**
 * GET /robots.txt: the public pages are open to crawlers; the cabinet, the API and the platform's
 * own doors (sign-in, payments, development pages, probes) are not. The same in every deployment:
 * the demo is meant to be found and tried (docs/decisions.md "robots.txt and the sitemap").
 */
import type { RequestHandler } from 'express';
import type { Config } from '../../config';
import { publicOrigin } from '../../lib/origin';

/**
 * Paths no crawler should read: the cabinet (and the operator's desks under it), the API, pages
 * that act for a signed-in person or hand over to another site, and the doors app.ts mounts beside
 * the client (Kimoshdi ID, the test payment page, development pages, probes and the scrape).
 * /files/ stays open: a public lot's photos are there, and a private file asks for its reader.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/profile',
  '/favourites',
  '/order-create',
  '/order-preview/',
  '/redirecting',
  '/id/',
  '/dev/',
  '/pay/',
  '/healthz',
  '/readyz',
  '/metrics',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export const getRobots =
  (config: Config): RequestHandler =>
  (req, res) => {
    res.type('text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(publicOrigin(req, config)));
  };
