/**
 * What a protest and its answers may say: the participant's protest is 20 to 2000 characters, the
 * customer's note or reason and the operator's note at most 1000; a rejection needs its reason.
 * Apart from the contract (api/shop/lot-protests.ts) so the protest forms count characters
 * without bringing its zod schemas.
 */
export const PROTEST_TEXT_MIN = 20;
export const PROTEST_TEXT_MAX = 2000;
/** The customer's note or reason, and the operator's note. */
export const PROTEST_NOTE_MAX = 1000;
/** The issue message of a rejection sent without its reason. */
export const PROTEST_REASON_REQUIRED = 'REASON_REQUIRED';
