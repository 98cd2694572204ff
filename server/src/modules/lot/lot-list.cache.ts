/**
 * A few seconds of memory for the public lot list and its tab counter, the calls every visitor of
 * /lot-list makes (the 100 000-lot benchmark in docs/benchmarks.md is what made this necessary).
 *
 * Answers are kept as JSON text, so a hit costs neither a query nor a serialisation. Correctness:
 * every change to `lots` notifies `catalogue_changed` (a trigger, migration 0310) and the listener
 * clears the memory; while that feed is down the cache is bypassed. The TTL is a safety net: an
 * answer past it is served once more while a single call refreshes it. Concurrent misses of one
 * key share a single load.
 */
import { createHash } from 'node:crypto';
import type { Logger } from '../../lib/logger';
import { listenForCatalogueChanges } from './catalogue-changes';

/** Distinct filter combinations kept at once (a page of JSON is a few kilobytes). */
const MAX_ENTRIES = 2_000;

export interface ResponseCacheOptions {
  /** How long an answer is served from memory; 0 turns the cache off. */
  ttlMs: number;
  /** Oldest entries go first beyond this (arbitrary searches must not grow memory without end). */
  maxEntries: number;
  now?: () => number;
}

/** An answer ready to send: UTF-8 JSON and its ETag (computed once, not per request). */
export interface CachedJson {
  body: Buffer;
  etag: string;
}

export interface ResponseCache {
  /** The answer of key: from memory while fresh, else from load() (one load per key at a time). */
  json(key: string, load: () => Promise<unknown>): Promise<CachedJson>;
  /** The answer of key if memory holds a fresh one (no load): the fast path's lookup. */
  peek(key: string): CachedJson | undefined;
  /** Forgets every answer: the catalogue changed. */
  clear(): void;
  /** While false every call loads: without the change feed, memory could be stale. */
  setEnabled(enabled: boolean): void;
}

interface Entry {
  expiresAt: number;
  body: Promise<CachedJson>;
  /** The loaded answer, once there is one. */
  ready?: CachedJson;
  refreshing?: boolean;
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const { ttlMs, maxEntries, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  let enabled = true;

  const load = async (fn: () => Promise<unknown>): Promise<CachedJson> => {
    const body = Buffer.from(JSON.stringify(await fn()));
    // The weak ETag Express would compute for this body, so conditional requests still get 304.
    const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
    return { body, etag: `W/"${body.length.toString(16)}-${hash}"` };
  };

  function store(key: string, fn: () => Promise<unknown>): Entry {
    const entry: Entry = { expiresAt: now() + ttlMs, body: load(fn) };
    entry.body.then(
      (ready) => {
        entry.ready = ready;
      },
      () => {
        // A failed load is not an answer: the next call tries again.
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return entry;
  }

  return {
    json(key, fn) {
      if (!enabled || ttlMs <= 0) return load(fn);
      const found = entries.get(key);
      if (!found) return store(key, fn).body;
      if (found.expiresAt > now() || !found.ready) return found.body;
      // Past its time but not invalidated (a change clears the memory outright): answer from it
      // once more while one call refreshes it, so a slow query never makes a queue of callers wait.
      if (!found.refreshing) {
        found.refreshing = true;
        const next: Entry = { expiresAt: now() + ttlMs, body: load(fn) };
        next.body.then(
          (ready) => {
            next.ready = ready;
            if (entries.get(key) === found) entries.set(key, next);
          },
          () => {
            found.refreshing = false;
          },
        );
      }
      return Promise.resolve(found.ready);
    },
    peek(key) {
      if (!enabled || ttlMs <= 0) return undefined;
      const found = entries.get(key);
      return found?.ready && found.expiresAt > now() ? found.ready : undefined;
    },
    clear() {
      // A load still in flight is dropped with its entry: calls after the change load afresh.
      entries.clear();
    },
    setEnabled(value) {
      enabled = value;
      if (!value) entries.clear();
    },
  };
}

export interface LotListCache extends ResponseCache {
  close(): Promise<void>;
}

/** The process's list cache, cleared by the catalogue change feed; ttlMs 0: no cache, no listener. */
export function createLotListCache(options: {
  databaseUrl: string;
  ttlMs: number;
  logger: Logger;
}): LotListCache {
  const cache = createResponseCache({ ttlMs: options.ttlMs, maxEntries: MAX_ENTRIES });
  if (options.ttlMs <= 0) return { ...cache, close: async () => {} };
  const changes = listenForCatalogueChanges({
    databaseUrl: options.databaseUrl,
    logger: options.logger,
    onChange: () => cache.clear(),
    onListening: (listening) => cache.setEnabled(listening),
  });
  return { ...cache, close: () => changes.close() };
}
