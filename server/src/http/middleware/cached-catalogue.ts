/**
 * Guests' lot list and similar lots, and every visitor's tab counter, straight from memory, before the API's cookie,
 * body and session parsing and its routers: these two calls are what every visitor of /lot-list
 * makes, and on a hit there is nothing left to do but send bytes already encoded (the 100 000-lot
 * benchmark in docs/benchmarks.md). A miss, a signed-in caller's list (favourites are per user)
 * or anything else goes on to the normal route, which fills the memory.
 */
import { gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import type { CachedJson, ResponseCache } from '../../modules/lot';
import { SESSION_COOKIE } from '../../lib/caller';
import { COMPRESS_FROM_BYTES } from './compressed-reads';

const LIST_PATH = '/api/shop/shop-lots/lot-list';
const COUNTER_PATH = '/api/shop/shop-lots/lot-list-counter';
const SIMILAR_PATH = '/api/shop/shop-lots/similar-lot-list';
/** The route's cache key prefix of each path (shop-lots/index.ts). */
const KINDS = new Map<string, 'list' | 'counter' | 'similar'>([
  [LIST_PATH, 'list'],
  [COUNTER_PATH, 'counter'],
  [SIMILAR_PATH, 'similar'],
]);
const SESSION_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/** Each answer gzipped once, the first time a browser that takes gzip asks for it. */
const gzipped = new WeakMap<CachedJson, Buffer>();
function gzipOf(answer: CachedJson): Buffer {
  let body = gzipped.get(answer);
  if (!body) gzipped.set(answer, (body = gzipSync(answer.body)));
  return body;
}

/**
 * `enters` names the paths it answers, so the compiled route table (direct-routes.ts) leaves it out
 * of every other path's list.
 */
export function cachedCatalogue(cache: ResponseCache): RequestHandler & { enters(path: string): boolean } {
  const answer: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = req.url;
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    const kind = KINDS.get(path);
    if (!kind) return next();
    // Lists carry the caller's favourites: only a guest's is everyone's.
    if (kind !== 'counter' && SESSION_PATTERN.test(req.headers.cookie ?? '')) return next();
    // The same key the route stores under (shop-lots/index.ts): the query string as sent.
    const hit = cache.peek(`${kind}?${mark === -1 ? '' : url.slice(mark + 1)}`);
    if (!hit) return next();
    // As privateAnswers says for every API answer: a shared cache must not give this to a signed-in
    // caller; and as the API's compressed reads (compressed-reads.ts) do, by encoding.
    res.setHeader('Vary', 'Cookie, Accept-Encoding');
    res.setHeader('ETag', hit.etag);
    if (req.headers['if-none-match'] === hit.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    // No Accept-Encoding at all reads as "anything" to `accepts`; a client that names none (a load
    // tester, curl) gets plain JSON, as the route's reads do (compressed-reads.ts).
    const compress =
      hit.body.length >= COMPRESS_FROM_BYTES &&
      req.headers['accept-encoding'] !== undefined &&
      req.acceptsEncodings('gzip') === 'gzip';
    const body = compress ? gzipOf(hit) : hit.body;
    if (compress) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  return Object.assign(answer, { enters: (path: string) => KINDS.has(path) });
}
