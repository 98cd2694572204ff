/**
 * Payme Subscribe API error codes (from Payme's public documentation; where it is silent, what we
 * assume is noted) and what each means to the person, as our error code. A code not listed is
 * Payme's own business: logged, and answered as CARD_PROVIDER_FAILED.
 */
import type { ErrorCode } from '@kimoshdi/shared';

export const SUBSCRIBE_ERRORS = {
  /** X-Auth missing or wrong. */
  INSUFFICIENT_PRIVILEGE: -32504,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  SYSTEM_ERROR: -32400,
  /** The verification code has expired (or none was sent). */
  CODE_EXPIRED: -31101,
  /** Too many wrong codes: a new code must be asked for. */
  CODE_TRIES_EXCEEDED: -31102,
  CODE_WRONG: -31103,
  CARD_NUMBER: -31300,
  CARD_EXPIRED: -31301,
  CARD_BLOCKED: -31302,
  /** Assumed: the card has no SMS notifications (Payme cannot send a code). */
  CARD_NO_SMS: -31303,
  /** Assumed: the token is unknown, the card was removed or never verified. */
  CARD_NOT_FOUND: -31400,
  /** Assumed: no receipt with this id. */
  RECEIPT_NOT_FOUND: -31602,
  /** Assumed: the receipt cannot be paid in its state (cancelled). */
  RECEIPT_STATE: -31611,
  INSUFFICIENT_FUNDS: -31630,
} as const;

const OURS: Partial<Record<number, ErrorCode>> = {
  [SUBSCRIBE_ERRORS.CODE_EXPIRED]: 'CARD_CODE_EXPIRED',
  [SUBSCRIBE_ERRORS.CODE_TRIES_EXCEEDED]: 'CARD_CODE_LOCKED',
  [SUBSCRIBE_ERRORS.CODE_WRONG]: 'CARD_CODE_WRONG',
  [SUBSCRIBE_ERRORS.CARD_NUMBER]: 'CARD_NUMBER_INVALID',
  [SUBSCRIBE_ERRORS.CARD_EXPIRED]: 'CARD_EXPIRED',
  [SUBSCRIBE_ERRORS.CARD_BLOCKED]: 'CARD_BLOCKED',
  [SUBSCRIBE_ERRORS.CARD_NO_SMS]: 'CARD_NOT_SUPPORTED',
  [SUBSCRIBE_ERRORS.INSUFFICIENT_FUNDS]: 'CARD_INSUFFICIENT_FUNDS',
};

/** Our code for a Payme refusal the person can act on; undefined for Payme's own trouble. */
export function ourErrorCode(paymeCode: number): ErrorCode | undefined {
  return OURS[paymeCode];
}

/** A JSON-RPC error answered by Payme (or a transport failure, code 0). */
export class SubscribeError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'SubscribeError';
  }
}
