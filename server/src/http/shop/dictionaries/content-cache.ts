/**
 * The operator's content is published at once (issue 28): browsers and proxies keep it but ask
 * again every time, and the ETag Express puts on every JSON answer turns an unchanged page into a
 * 304 without a body.
 */
export const CONTENT_CACHE_CONTROL = 'public, no-cache';
