/** What the saved-card forms type and check: the expiry's mask and a request id per top-up. */

/** `0329` -> `03/29` while typing: digits only, the slash after the month. */
export function groupCardExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * A random UUID v4 for a top-up's `request_id`: kept while the same top-up is retried (a lost
 * answer), new for the next one. crypto.randomUUID needs a secure context; getRandomValues does not.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
