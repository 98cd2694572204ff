/**
 * The Eskiz.uz protocol's pure parts: the number it takes and what its delivery states mean.
 * (The client that speaks it: eskiz-gateway.ts.)
 */
import type { ProviderDelivery } from './message-transport';

/**
 * `mobile_phone` as Eskiz takes it: 998 and nine digits, no plus. Numbers are stored as
 * +998XXXXXXXXX; spaces, dashes and a missing country code are forgiven. Anything else is no Uzbek
 * mobile number: undefined.
 */
export function toGatewayPhone(destination: string): string | undefined {
  if (!/^[\d\s()+-]+$/.test(destination)) return undefined;
  const digits = destination.replace(/\D/g, '');
  if (/^998\d{9}$/.test(digits)) return digits;
  if (/^\d{9}$/.test(digits) && !destination.trim().startsWith('+')) return `998${digits}`;
  return undefined;
}

// The SMPP delivery states Eskiz reports (status_by_id, the callback): arrived, or never will.
const DELIVERED = new Set(['DELIVRD', 'DELIVERED']);
const FAILED = new Set(['REJECTD', 'REJECTED', 'UNDELIV', 'UNDELIVERABLE', 'EXPIRED', 'DELETED', 'FAILED']);

/**
 * What a status means for us. Anything not known to be final (waiting, TRANSMTD, ACCEPTD, ENROUTE,
 * a state we have never seen) is pending: we ask again rather than invent a failure.
 */
export function deliveryOfGatewayStatus(status: string): ProviderDelivery {
  const upper = status.trim().toUpperCase();
  if (DELIVERED.has(upper)) return 'delivered';
  if (FAILED.has(upper)) return 'failed';
  return 'pending';
}
