/**
 * What an error report may carry (docs/decisions.md "Error tracking without personal data"): the
 * server and the client send the error tracker (SENTRY_DSN) a report of each failure, and neither
 * sends who it happened to. Applied to every report before it leaves (the SDKs' beforeSend and
 * beforeBreadcrumb), on top of sendDefaultPii: false, which already leaves out IP addresses,
 * cookies and users. Pure, so the same rule holds on both sides.
 */

/**
 * Fields dropped whole, wherever they are: cookies and credentials, the client's address, the
 * person (`user`), and bodies (`data`: a request's body, a breadcrumb's payload).
 */
const DROPPED_KEYS = new Set([
  'cookie',
  'cookies',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-csrf-token',
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'ip_address',
  'password',
  'user',
  'data',
]);

/**
 * Fields the tracker needs as they are, never personal: ids (hex, whose digit runs would look like
 * phone numbers), the release (with its commit), the SDK, and where in the code the error was.
 */
const KEPT_KEYS = new Set([
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'release',
  'dist',
  'environment',
  'sdk',
  'filename',
  'abs_path',
  'module',
  'function',
  'debug_meta',
]);

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/**
 * A phone number: a `+` and 9 to 15 digits, or 9 or more digits, with spaces, dots, dashes or
 * brackets between them (+998 90 123-45-67, 998901234567, (90) 123 45 67). Longer plain numbers
 * (a timestamp) are masked as well: a lost number costs less than a leaked phone.
 */
const PHONE = /\+?\(?\d(?:[\s().-]*\d){8,}/g;

export const MASKED_EMAIL = '[email]';
export const MASKED_PHONE = '[phone]';

/** A text with every e-mail address and phone number in it masked. */
export function maskPersonalText(text: string): string {
  return text.replace(EMAIL, MASKED_EMAIL).replace(PHONE, MASKED_PHONE);
}

/** A copy of a report (any JSON-like value) without the dropped fields, its texts masked. */
export function scrubReport<T>(report: T): T {
  return scrub(report, 0) as T;
}

/** Reports are shallow; a cycle or a very deep value is cut rather than followed. */
const MAX_DEPTH = 12;

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskPersonalText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const name = key.toLowerCase();
    if (DROPPED_KEYS.has(name)) continue;
    copy[key] = KEPT_KEYS.has(name) ? item : scrub(item, depth + 1);
  }
  return copy;
}
