import { useUserStore } from './user-store';

/**
 * The last answers of a few GETs a person comes back to (the lot list, the home page's lots), so a
 * Back shows the page at once, at its old height, and the browser can return to the old scroll
 * position (issue 29). The caller shows a remembered answer and asks anew at the same time:
 * prices, countdowns and favourites move, so a remembered answer is only ever a first paint.
 */

/** An answer older than this is not shown any more: the page loads as on a first visit. */
export const READ_CACHE_MS = 5 * 60_000;
/** A lot list's pages, tabs and filters: enough for a visit's back and forth, small in memory. */
export const READ_CACHE_SIZE = 24;

interface Entry {
  data: unknown;
  at: number;
}

// A Map keeps insertion order: re-inserting on every write makes its first key the oldest.
const entries = new Map<string, Entry>();

export function remember(key: string, data: unknown, now = Date.now()): void {
  entries.delete(key);
  entries.set(key, { data, at: now });
  for (const oldest of entries.keys()) {
    if (entries.size <= READ_CACHE_SIZE) break;
    entries.delete(oldest);
  }
}

/** The answer remembered under `key` when it is recent enough; else undefined. */
export function recall<T>(key: string, now = Date.now()): T | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (now - entry.at > READ_CACHE_MS) {
    entries.delete(key);
    return undefined;
  }
  return entry.data as T;
}

export function forgetAll(): void {
  entries.clear();
}

// Answers carry the person's favourites: another person (or none) must not see them.
useUserStore.subscribe((state, previous) => {
  if (state.user?.user_name !== previous.user?.user_name) forgetAll();
});
