/**
 * The preload of a page's first API read: the address written exactly as the client's api-client
 * writes it (client/src/lib/api-client.ts apiUrl: `/api/shop/` and the query in the call's key
 * order, undefined left out), or the browser would not match the call to the preload and would ask
 * twice. tests/browser/page-preloads.test.ts counts the asks.
 */
import type { PagePreload } from './page-head.types';

export function apiPreload(path: string, query: Record<string, string | number | undefined>): PagePreload {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return { as: 'fetch', href: `/api/shop/${path}?${params.toString()}` };
}
