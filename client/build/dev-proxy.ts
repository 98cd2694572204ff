import type { ProxyOptions } from 'vite';
import {
  prefixPattern,
  SERVER_PATH_PREFIXES,
  WEBSOCKET_PATH_PREFIXES,
} from '../../server/src/http/server-paths';

/**
 * The Vite dev server's proxy: every top-level path the Node server answers (one list,
 * server/src/http/server-paths.ts) goes to it, WebSockets included; anything else is the client's.
 * Each key is a pattern for the whole path segment, so `/id` does not take a page named `/idea`.
 */
export function devProxy(target: string): Record<string, ProxyOptions> {
  return Object.fromEntries(
    SERVER_PATH_PREFIXES.map((prefix) => [
      prefixPattern(prefix),
      { target, changeOrigin: false, ...(WEBSOCKET_PATH_PREFIXES.includes(prefix) ? { ws: true } : {}) },
    ]),
  );
}
