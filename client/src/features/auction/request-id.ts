/**
 * The idempotency key of a bid or auto-bid: a new one for a new click, the same one when the same
 * click is retried after a timeout or a lost connection, so the server places it at most once.
 */
export interface PendingRequest {
  /** What was sent (the amount), to tell a retry from a new offer. */
  key: string;
  requestId: string;
}

export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a plain-HTTP page still needs a unique key.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key to send: the pending one for a retry of the same amount, else a fresh one. */
export function requestFor(pending: PendingRequest | null, key: string, make = newRequestId): PendingRequest {
  return pending?.key === key ? pending : { key, requestId: make() };
}
