import type { LocalNames } from '@kimoshdi/shared';

/** What a lot page tells its share control (share-lot-button.tsx). */
export interface ShareLotProps {
  lotNumber: string;
  /** The lot's names: the shared title carries the one of the page's language. */
  name: LocalNames;
  /** The page's path on this site (its query is left out). */
  path: string;
}

/** What the share control needs of the browser, so the choice can be tested without one. */
export interface ShareCapable {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

/**
 * The system share sheet only where the browser says it can share this link: `share` alone is not
 * enough (some desktop browsers have it and then refuse a URL), and without `canShare` we cannot ask.
 */
export function canUseShareSheet(browser: ShareCapable, url: string): boolean {
  return typeof browser.share === 'function' && browser.canShare?.({ url }) === true;
}

/** Telegram's own share page: it opens the app (or the web client) with the link and its text. */
export function telegramShareHref(url: string, text: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

/** A page's address to share: its path on this site, never the query (filters, return paths). */
export function shareUrl(origin: string, path: string): string {
  return `${origin}${path.split(/[?#]/)[0] ?? ''}`;
}

/** The person closed the share sheet without choosing: nothing went wrong. */
export function isShareCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
