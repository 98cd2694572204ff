/**
 * The SEO files' few minutes of memory: each document is built once per address and origin, then
 * served from here, compressed once per encoding, with its ETag. A crawler fetching the sitemap
 * again and again then costs the catalogue one scan per few minutes, not one per request; callers
 * waiting while it is built share that one build.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { COMPRESS_FROM_BYTES, encodingFor } from '../middleware/compressed-reads';
import { weakEtag } from '../middleware/weak-etag';

/** How long a built document is served as it is. */
export const SEO_CACHE_MS = 5 * 60_000;
/** Browsers, proxies and crawlers may keep it as long again as we do, and a bit. */
export const SEO_CACHE_CONTROL = 'public, max-age=600';
/**
 * Documents kept at most: a handful of files times the origins they are asked under (one with
 * PUBLIC_URL set; without it, each Host header is an origin, so a stranger's made-up hosts only
 * push out each other).
 */
const MAX_ENTRIES = 64;
/** Quality 5: on a 4.5 MB lots file a third of quality 9's time for a file 1 % larger. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export interface BuiltDocument {
  plain: Buffer;
  /** The plain body's, the same for every encoding of it (as the API's answers). */
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

interface Entry {
  expires: number;
  built: Promise<BuiltDocument>;
}

export interface SeoAnswer {
  type: string;
  build: () => Promise<string>;
}

export interface SeoCache {
  /** The document under `key`: the one held while fresh, else built by `build` (one build at a time). */
  document(key: string, build: () => Promise<string>): Promise<BuiltDocument>;
  /** Sends the document under `key`, built by `answer.build` when not held or expired. */
  send(req: Request, res: Response, key: string, answer: SeoAnswer): Promise<void>;
  clear(): void;
}

export function createSeoCache(ttlMs = SEO_CACHE_MS, now: () => number = Date.now): SeoCache {
  const entries = new Map<string, Entry>();

  function document(key: string, build: () => Promise<string>): Promise<BuiltDocument> {
    const found = entries.get(key);
    if (found && found.expires > now()) return found.built;
    entries.delete(key);
    while (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    const built = build().then((text) => {
      const plain = Buffer.from(text);
      return { plain, etag: weakEtag(plain) };
    });
    entries.set(key, { expires: now() + ttlMs, built });
    // A failed build is not kept: the next request tries again.
    built.catch(() => {
      if (entries.get(key)?.built === built) entries.delete(key);
    });
    return built;
  }

  return {
    document,
    async send(req, res, key, answer) {
      const built = await document(key, answer.build);
      res.setHeader('Content-Type', answer.type);
      res.setHeader('Cache-Control', SEO_CACHE_CONTROL);
      res.vary('Accept-Encoding');
      res.setHeader('ETag', built.etag);
      const encoding = built.plain.length >= COMPRESS_FROM_BYTES ? encodingFor(req) : undefined;
      // Express answers a request that holds the ETag with a 304 (no body compressed for it).
      if (encoding === undefined || req.fresh || req.method === 'HEAD') {
        res.send(built.plain);
        return;
      }
      if (encoding === 'br') built.br ??= brotliCompressSync(built.plain, BROTLI);
      else built.gzip ??= gzipSync(built.plain);
      res.setHeader('Content-Encoding', encoding);
      res.send(encoding === 'br' ? built.br : built.gzip);
    },
    clear() {
      entries.clear();
    },
  };
}
