export interface RequestTiming {
  sentAt: number;
  receivedAt: number;
}

/**
 * When the last answer from `url` was really asked for and began to arrive, in epoch ms, from the
 * browser's resource timing; null when the browser kept none. A page's first reads may be the
 * head's preloads (server/src/http/page-head), asked long before the call that takes them: timed
 * from the call, the round trip would look short and the offset be off by the wait.
 */
export function requestTiming(url: string): RequestTiming | null {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') return null;
  const entries = performance.getEntriesByName(new URL(url, location.href).href, 'resource');
  const entry = entries.at(-1) as PerformanceResourceTiming | undefined;
  if (!entry || entry.responseStart <= 0) return null;
  return {
    sentAt: performance.timeOrigin + (entry.requestStart || entry.startTime),
    receivedAt: performance.timeOrigin + entry.responseStart,
  };
}
