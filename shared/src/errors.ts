/**
 * Every error code the platform answers with, and its HTTP status. The human text for a code lives
 * in the `errors` namespace of each language (`i18n/locales/<lng>/errors.json`), keyed by the code,
 * so the server can answer in the user's language and the client can show the same words.
 */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  MALFORMED_JSON: 'MALFORMED_JSON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  UNSUPPORTED_LANGUAGE: 'UNSUPPORTED_LANGUAGE',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  CSRF_INVALID: 'CSRF_INVALID',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ALREADY_REGISTERED: 'ALREADY_REGISTERED',
  CODE_INVALID: 'CODE_INVALID',
  CODE_EXPIRED: 'CODE_EXPIRED',
  CODE_LOCKED: 'CODE_LOCKED',
  PASSWORDS_DO_NOT_MATCH: 'PASSWORDS_DO_NOT_MATCH',
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  TOKEN_INVALID: 'TOKEN_INVALID',
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  WRONG_STATE: 'WRONG_STATE',
  AUCTION_NOT_LIVE: 'AUCTION_NOT_LIVE',
  AUCTION_ENDED: 'AUCTION_ENDED',
  AUCTION_PAUSED: 'AUCTION_PAUSED',
  NOT_AN_AUCTION: 'NOT_AN_AUCTION',
  NOT_PARTICIPANT: 'NOT_PARTICIPANT',
  ALREADY_LEADER: 'ALREADY_LEADER',
  BID_TOO_LOW: 'BID_TOO_LOW',
  AUTO_BID_TOO_LOW: 'AUTO_BID_TOO_LOW',
  AUTO_BID_TOO_HIGH: 'AUTO_BID_TOO_HIGH',
  BUYER_ROLE_REQUIRED: 'BUYER_ROLE_REQUIRED',
  APPLICATIONS_CLOSED: 'APPLICATIONS_CLOSED',
  ALREADY_APPLIED: 'ALREADY_APPLIED',
  NO_APPLICATION: 'NO_APPLICATION',
  USER_BARRED: 'USER_BARRED',
  PAYMENT_DEADLINE_PASSED: 'PAYMENT_DEADLINE_PASSED',
  PART_REQUIRED: 'PART_REQUIRED',
  OFFER_DEADLINE_PASSED: 'OFFER_DEADLINE_PASSED',
  ALREADY_PAID: 'ALREADY_PAID',
  CONSENT_REQUIRED: 'CONSENT_REQUIRED',
  ESIGN_WRONG_PASSWORD: 'ESIGN_WRONG_PASSWORD',
  ESIGN_BAD_SIGNATURE: 'ESIGN_BAD_SIGNATURE',
  ESIGN_WRONG_DOCUMENT: 'ESIGN_WRONG_DOCUMENT',
  ESIGN_CERT_EXPIRED: 'ESIGN_CERT_EXPIRED',
  ESIGN_UNKNOWN_CA: 'ESIGN_UNKNOWN_CA',
  ESIGN_WRONG_OWNER: 'ESIGN_WRONG_OWNER',
  ESIGN_NO_TAX_ID: 'ESIGN_NO_TAX_ID',
  SERVICE_CONTRACT_SIGNED: 'SERVICE_CONTRACT_SIGNED',
  NOT_FIXED_PRICE: 'NOT_FIXED_PRICE',
  NOT_ON_SALE: 'NOT_ON_SALE',
  SOLD_OUT: 'SOLD_OUT',
  CODE_NOT_FOUND: 'CODE_NOT_FOUND',
  NO_CONTACT: 'NO_CONTACT',
  NOT_CANCELLABLE: 'NOT_CANCELLABLE',
  FIXED_PRICE_ABOVE_LIMIT: 'FIXED_PRICE_ABOVE_LIMIT',
  ORDER_WRONG_STATE: 'ORDER_WRONG_STATE',
  ORDER_IMAGES_TOO_FEW: 'ORDER_IMAGES_TOO_FEW',
  ORDER_INCOMPLETE: 'ORDER_INCOMPLETE',
  REPEAT_NOT_ALLOWED: 'REPEAT_NOT_ALLOWED',
  REPEAT_PRICE_OUT_OF_RANGE: 'REPEAT_PRICE_OUT_OF_RANGE',
  REPEAT_DATE_OUT_OF_RANGE: 'REPEAT_DATE_OUT_OF_RANGE',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  SAVED_SEARCH_LIMIT: 'SAVED_SEARCH_LIMIT',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FILES_TOTAL_TOO_LARGE: 'FILES_TOTAL_TOO_LARGE',
  FILE_TYPE_NOT_ALLOWED: 'FILE_TYPE_NOT_ALLOWED',
  FILE_UNREADABLE: 'FILE_UNREADABLE',
  LOT_NOT_WITHDRAWABLE: 'LOT_NOT_WITHDRAWABLE',
  LOT_NOT_SUSPENDABLE: 'LOT_NOT_SUSPENDABLE',
  CUSTOMER_DEBT: 'CUSTOMER_DEBT',
  PROTEST_OWN_LOT: 'PROTEST_OWN_LOT',
  PROTEST_NOT_PARTICIPANT: 'PROTEST_NOT_PARTICIPANT',
  PROTEST_TRADE_NOT_ENDED: 'PROTEST_TRADE_NOT_ENDED',
  PROTEST_WINDOW_CLOSED: 'PROTEST_WINDOW_CLOSED',
  PROTEST_ALREADY_OPEN: 'PROTEST_ALREADY_OPEN',
  PROTEST_ANSWERED: 'PROTEST_ANSWERED',
  PROTEST_REVIEWED: 'PROTEST_REVIEWED',
  /** Saved cards (gateway/uzcard-cards): Payme's Subscribe API refusals, in our words. */
  CARD_NUMBER_INVALID: 'CARD_NUMBER_INVALID',
  CARD_EXPIRED: 'CARD_EXPIRED',
  CARD_BLOCKED: 'CARD_BLOCKED',
  CARD_NOT_SUPPORTED: 'CARD_NOT_SUPPORTED',
  CARD_ALREADY_SAVED: 'CARD_ALREADY_SAVED',
  CARD_CODE_WRONG: 'CARD_CODE_WRONG',
  CARD_CODE_EXPIRED: 'CARD_CODE_EXPIRED',
  CARD_CODE_LOCKED: 'CARD_CODE_LOCKED',
  CARD_INSUFFICIENT_FUNDS: 'CARD_INSUFFICIENT_FUNDS',
  CARD_PROVIDER_FAILED: 'CARD_PROVIDER_FAILED',
  /** A news item with this address exists already (shared/src/api/shop/content.ts). */
  SLUG_TAKEN: 'SLUG_TAKEN',
  /** An export would hold more rows than one file may (shared/src/api/shop/export.ts). */
  EXPORT_TOO_LARGE: 'EXPORT_TOO_LARGE',
  /** Codes are paused for a phone range, or the platform's hourly budget of codes is spent. */
  CODE_SENDING_PAUSED: 'CODE_SENDING_PAUSED',
  /** The client must solve the proof-of-work challenge first (the page carries one). */
  CHALLENGE_REQUIRED: 'CHALLENGE_REQUIRED',
  /** The challenge's solution is forged, expired or already used. */
  CHALLENGE_FAILED: 'CHALLENGE_FAILED',
  /** A base amount or a working-day override for a day already begun (values in use never change). */
  CALENDAR_DAY_PAST: 'CALENDAR_DAY_PAST',
  /** A base amount or a working-day override exists already for that day. */
  CALENDAR_DAY_TAKEN: 'CALENDAR_DAY_TAKEN',
  /** The override would change nothing: the day is a day off (or a working day) already. */
  CALENDAR_OVERRIDE_NO_EFFECT: 'CALENDAR_OVERRIDE_NO_EFFECT',
  /** The deployment has no bank account configured for top-ups by bank transfer (gateway/account). */
  BANK_TRANSFER_UNAVAILABLE: 'BANK_TRANSFER_UNAVAILABLE',
  /** The person has an edit request open already (one at a time; withdraw it to ask again). */
  EDIT_REQUEST_OPEN: 'EDIT_REQUEST_OPEN',
  /** The edit request changes none of the verified fields. */
  EDIT_REQUEST_NO_CHANGE: 'EDIT_REQUEST_NO_CHANGE',
  /** An edit request needs at least one supporting document. */
  EDIT_REQUEST_DOCUMENT_REQUIRED: 'EDIT_REQUEST_DOCUMENT_REQUIRED',
  /** The PINFL or STIR asked for belongs to another account. */
  EDIT_REQUEST_ID_TAKEN: 'EDIT_REQUEST_ID_TAKEN',
  /** The load-test API's bearer token is missing or wrong (LOADTEST_TOKEN). */
  LOADTEST_TOKEN_INVALID: 'LOADTEST_TOKEN_INVALID',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION: 400,
  MALFORMED_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  UNSUPPORTED_LANGUAGE: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  CSRF_INVALID: 403,
  INVALID_CREDENTIALS: 401,
  ALREADY_REGISTERED: 409,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  CODE_LOCKED: 429,
  PASSWORDS_DO_NOT_MATCH: 400,
  WEAK_PASSWORD: 400,
  TOKEN_INVALID: 401,
  INVALID_AMOUNT: 400,
  INSUFFICIENT_FUNDS: 409,
  WRONG_STATE: 409,
  AUCTION_NOT_LIVE: 409,
  AUCTION_ENDED: 409,
  AUCTION_PAUSED: 409,
  /** A fixed-price lot has no game: the lot page is its page. */
  NOT_AN_AUCTION: 404,
  NOT_PARTICIPANT: 403,
  ALREADY_LEADER: 409,
  BID_TOO_LOW: 409,
  AUTO_BID_TOO_LOW: 409,
  AUTO_BID_TOO_HIGH: 400,
  BUYER_ROLE_REQUIRED: 403,
  APPLICATIONS_CLOSED: 409,
  ALREADY_APPLIED: 409,
  NO_APPLICATION: 409,
  /** The blacklist bars the user from auctions until a day (data: until, lot_number). */
  USER_BARRED: 403,
  PAYMENT_DEADLINE_PASSED: 409,
  /**
   * Paying a won lot paid in parts without naming the part (data: parts, next_part): a retried
   * request must never pay the part after the one it meant.
   */
  PART_REQUIRED: 400,
  OFFER_DEADLINE_PASSED: 409,
  ALREADY_PAID: 409,
  /** The user has not signed the offer in force (data: reason, offer_version): no apply, bid, buy, order. */
  CONSENT_REQUIRED: 403,
  /** The test E-IMZO's key password did not open the key (the real E-IMZO asks it itself). */
  ESIGN_WRONG_PASSWORD: 400,
  /** The CMS cannot be read, or its signature does not verify over its content. */
  ESIGN_BAD_SIGNATURE: 400,
  /** A valid signature over some other text than the document in force (the offer, the service contract). */
  ESIGN_WRONG_DOCUMENT: 409,
  /** The signer's certificate was not valid at the signing time. */
  ESIGN_CERT_EXPIRED: 400,
  /** The signer's certificate does not chain to a trusted root. */
  ESIGN_UNKNOWN_CA: 400,
  /** The certificate's PINFL/STIR is not the user's. */
  ESIGN_WRONG_OWNER: 403,
  /** The user's profile has neither PINFL nor STIR to match a certificate against. */
  ESIGN_NO_TAX_ID: 409,
  /** The customer signed the service contract's version in force already (data: number). */
  SERVICE_CONTRACT_SIGNED: 409,
  /** One-click purchase of a lot that is auctioned (trade type 1). */
  NOT_FIXED_PRICE: 409,
  /** A fixed-price lot not on sale (announced, ended, withdrawn). */
  NOT_ON_SALE: 409,
  /** Fewer copies left than asked for (data: left): nothing was charged. */
  SOLD_OUT: 409,
  /** No live code for this purchase or cancel (another lot, count or user, or used already). */
  CODE_NOT_FOUND: 400,
  /** The account has neither a phone nor an e-mail to send a code to. */
  NO_CONTACT: 409,
  /** A purchase past its cancel window, already cancelled, or of a sale that has ended (data: reason). */
  NOT_CANCELLABLE: 409,
  /** Regulation item 48: a fixed-price lot above 60 BHM (data: limit, bhm). */
  FIXED_PRICE_ABOVE_LIMIT: 400,
  /** The spec's "order actions are not possible in the current state" (orderEditable). */
  ORDER_WRONG_STATE: 409,
  /** Sending an order needs MIN_ORDER_IMAGES photos (data: min, count). */
  ORDER_IMAGES_TOO_FEW: 409,
  /** Sending an order whose form lacks a step (data: missing, the steps in the form's order). */
  ORDER_INCOMPLETE: 409,
  /**
   * The lot may not be put up again (data: reason, one of REPEAT_REFUSALS). The message names the
   * reason: the server words it with the reason as i18next's context (`REPEAT_NOT_ALLOWED_<reason>`).
   */
  REPEAT_NOT_ALLOWED: 409,
  /** A repeat's start price below the floor or not below the previous one (data: min, below). */
  REPEAT_PRICE_OUT_OF_RANGE: 400,
  REPEAT_DATE_OUT_OF_RANGE: 400,
  /** The order's files of a kind are at their count (data: limit). */
  TOO_MANY_FILES: 409,
  /** The user keeps the most saved searches allowed already (data: limit). */
  SAVED_SEARCH_LIMIT: 409,
  /** One file over its size, or the files of a kind over their total (data: limit in bytes, name). */
  FILE_TOO_LARGE: 413,
  FILES_TOTAL_TOO_LARGE: 413,
  /** The bytes are not of a type the kind allows, whatever the name says (data: name, allowed). */
  FILE_TYPE_NOT_ALLOWED: 415,
  /** The bytes claim an image that cannot be decoded, or one of too many pixels (data: name). */
  FILE_UNREADABLE: 400,
  /** The lot may not be withdrawn from trade now (data: reason, status; withdrawalRefusal). */
  LOT_NOT_WITHDRAWABLE: 409,
  /** The lot may not be suspended for a review now (data: reason, status; suspendRefusal). */
  LOT_NOT_SUSPENDABLE: 409,
  /** An unpaid withdrawal penalty blocks making and sending orders (data: amount, debts). */
  CUSTOMER_DEBT: 403,
  /** A protest on a lot the caller put on trade: its participants protest to the caller. */
  PROTEST_OWN_LOT: 403,
  /** Only a participant (a standing application) may protest a lot's result. */
  PROTEST_NOT_PARTICIPANT: 403,
  /** The lot's trade has no result yet. */
  PROTEST_TRADE_NOT_ENDED: 409,
  /** The protest window is over (data: until, ISO). */
  PROTEST_WINDOW_CLOSED: 409,
  /** The caller's protest on the lot still waits for its answer. */
  PROTEST_ALREADY_OPEN: 409,
  /** The customer has answered the protest already. */
  PROTEST_ANSWERED: 409,
  /** The operator has reviewed (closed) the protest already. */
  PROTEST_REVIEWED: 409,
  CARD_NUMBER_INVALID: 400,
  CARD_EXPIRED: 400,
  CARD_BLOCKED: 409,
  CARD_NOT_SUPPORTED: 409,
  CARD_ALREADY_SAVED: 409,
  CARD_CODE_WRONG: 400,
  CARD_CODE_EXPIRED: 400,
  CARD_CODE_LOCKED: 429,
  CARD_INSUFFICIENT_FUNDS: 409,
  /** Payme refused for a reason of its own (its message is logged); try again later. */
  CARD_PROVIDER_FAILED: 424,
  SLUG_TAKEN: 409,
  EXPORT_TOO_LARGE: 413,
  CODE_SENDING_PAUSED: 429,
  CHALLENGE_REQUIRED: 428,
  CHALLENGE_FAILED: 400,
  CALENDAR_DAY_PAST: 400,
  CALENDAR_DAY_TAKEN: 409,
  CALENDAR_OVERRIDE_NO_EFFECT: 400,
  BANK_TRANSFER_UNAVAILABLE: 404,
  EDIT_REQUEST_OPEN: 409,
  EDIT_REQUEST_NO_CHANGE: 400,
  EDIT_REQUEST_DOCUMENT_REQUIRED: 400,
  EDIT_REQUEST_ID_TAKEN: 409,
  LOADTEST_TOKEN_INVALID: 401,
  INTERNAL: 500,
};

/** The one error body of REST answers and socket acks. */
export interface ErrorBody {
  ERROR: {
    code: ErrorCode;
    message: string;
    data?: Record<string, unknown>;
  };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('ERROR' in value)) return false;
  const error = (value as { ERROR: unknown }).ERROR;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
