/**
 * The top-level paths the web process answers itself (server/src/app.ts mounts them); every other
 * path is a page of the client app. The Vite dev server (client/vite.config.ts) forwards exactly
 * these to the Node server, so `npm run dev -w client` reaches sign-in (/id), the outbox (/dev),
 * the test payments (/pay) and the rest as production does. server-paths.test.ts fails when
 * app.ts mounts a path this list lacks.
 */
export const SERVER_PATH_PREFIXES = [
  '/api',
  '/static',
  '/files',
  '/socket.io',
  '/id',
  '/pay',
  '/dev',
  '/healthz',
  '/readyz',
  '/metrics',
  // The job queues' board (http/ops/queues).
  '/ops',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps',
] as const;

/** The prefixes that carry WebSockets (Socket.IO's default path; client/src/lib/socket.ts). */
export const WEBSOCKET_PATH_PREFIXES: readonly string[] = ['/socket.io'];

/**
 * A pattern for a prefix as a whole path segment: `/id` and `/id/...` or `/id?...`, never `/idea`.
 * Vite's proxy reads a key that starts with `^` as a regular expression.
 */
export function prefixPattern(prefix: string): string {
  return `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[/?]|$)`;
}
