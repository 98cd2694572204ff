/**
 * Contracts of `api/shop/winlot/*`: the signed-in buyer's won lots and reserve offers
 * (docs/decisions.md "The won lot's road"). Money in tiyin strings, times ISO UTC.
 *
 *   GET  winlot/list?page&size            the caller's won lots and offers, newest first
 *   POST winlot/pay-win-lot     {lot_id, part}  pay the part named (part may be left out for a lot paid in full)
 *   POST winlot/refuse-win-lot  {lot_id}  refuse: the deposit is lost (and, for a state order, a 2-month bar)
 *   POST winlot/accept-offer    {lot_id}  the reserve winner takes the lot at their own last price
 *   POST winlot/decline-offer   {lot_id}  the reserve winner declines: the deposit is released
 */
import { z } from 'zod';
import { localNamesSchema } from './dictionaries';
import { tiyinSchema } from './money';
import { BUYERS, type ApiGroup } from '../call';
import { pageOf, pageQuerySchema } from './page';

const lotIdSchema = z.number().int().min(1).max(2_147_483_647);

export const WINLOT_ROLES = ['winner', 'reserve'] as const;
export type WinLotRole = (typeof WINLOT_ROLES)[number];

/**
 * standby: a reserve winner waiting (deposit blocked) while the winner decides; offered: the lot is
 * offered to the reserve winner; awaiting_payment: the (next) payment is due; paying: parts paid,
 * more due; paid: all paid; refused, missed: the deposit lost; declined, expired: an offer not
 * taken (deposit released); released: the winner paid, the reserve's deposit released.
 */
export const WINLOT_STATES = [
  'standby',
  'offered',
  'awaiting_payment',
  'paying',
  'paid',
  'refused',
  'missed',
  'declined',
  'expired',
  'released',
  /** The sale was annulled: an operator cancelled its protocol (lot status 13). */
  'annulled',
] as const;
export type WinLotState = (typeof WINLOT_STATES)[number];

/** POST winlot/refuse-win-lot, accept-offer, decline-offer. */
export const winLotBodySchema = z.object({ lot_id: lotIdSchema });

/**
 * POST winlot/pay-win-lot: the part to pay, the one the page shows (`next_part`). Named, a retried
 * request answers the payment made instead of paying the part after; a lot paid in parts must name
 * it (400 PART_REQUIRED), a lot paid in full is its one part either way.
 */
export const payWinLotBodySchema = z.object({
  lot_id: lotIdSchema,
  part: z.number().int().min(1).max(600).optional().meta({
    description:
      "The part being paid (the list's `next_part`). Required when the lot is paid in parts; 1 or absent for a lot paid in full.",
  }),
});

/** One won lot or offer as its buyer sees it. */
export const winLotSchema = z.object({
  lot_id: z.number().int(),
  lot_number: z.string(),
  name: localNamesSchema,
  lot_status: z.number().int(),
  role: z.enum(WINLOT_ROLES),
  state: z.enum(WINLOT_STATES),
  /** The price the person pays (the winner's, or the reserve's own last price). */
  price: tiyinSchema,
  /** The deposit counted toward the price (kept until then). */
  deposit: tiyinSchema,
  /** Paid so far, the deposit counted once its part is paid. */
  paid: tiyinSchema,
  /** The price less what is paid and less the deposit still to be counted. */
  amount_left: tiyinSchema,
  /** The next part to pay, its number of all parts, and what paying it charges from the balance. */
  next_part: z.number().int().nullable(),
  parts: z.number().int().min(1),
  charge_now: tiyinSchema.nullable(),
  /** The payment deadline of the next part, or the end of the time to answer an offer. */
  deadline: z.string().nullable(),
  /** A state order: refusing or not paying bars the person for 2 months. */
  state_order: z.boolean(),
  can_pay: z.boolean(),
  can_refuse: z.boolean(),
  can_answer_offer: z.boolean(),
});
export type WinLot = z.infer<typeof winLotSchema>;

export const winLotPageSchema = pageOf(winLotSchema);
export type WinLotPage = z.infer<typeof winLotPageSchema>;

/** The answer of every winlot action: the lot as it is now, and the protocol when one was issued. */
export const winLotActionAnswerSchema = z.object({
  win_lot: winLotSchema,
  protocol_number: z.string().nullable(),
  /** The same payment asked again: nothing moved this time. */
  repeated: z.boolean(),
});
export type WinLotActionAnswer = z.infer<typeof winLotActionAnswerSchema>;

export const winlotApi = {
  tag: 'winlot',
  description: `The signed-in buyer's won lots and reserve offers (docs/decisions.md "The won lot's road"): buyers only (guests 401; roles that may not buy 403 \`FORBIDDEN\`); POSTs need the CSRF header. Each action is one PostgreSQL transaction under the lot's row lock: a refusal (4xx) changes nothing. The functions behind them are plain and callable from a script: \`payWinLot(db, {userId, lotId, part?}, {queues?})\`, \`refuseWinLot\`, \`acceptOffer\`, \`declineOffer\` (\`server/src/modules/winlot/winlot.commands.ts\`), and \`reviewWonLot(ctx, lotId)\` for the deadlines (\`review.ts\`).

States: \`standby\` (reserve winner waiting, deposit blocked), \`offered\`, \`awaiting_payment\`, \`paying\` (parts paid, more due), \`paid\`, \`refused\`, \`missed\`, \`declined\`, \`expired\`, \`released\` (the winner paid: the reserve winner's deposit returned). \`charge_now\`: what paying now charges from the balance.

Ledger business keys: \`winlot:<lot>:<user>:pay\` (a lot paid in full) or \`winlot:<lot>:<user>:part:<n>\` (kind \`payment\`, settling the deposit block with part 1); the forfeit \`<deposit key>:forfeit\`.`,
  calls: {
    'GET /api/shop/winlot/list': {
      summary: "The caller's won lots and offers, newest first",
      auth: BUYERS,
      query: pageQuerySchema,
      answer: winLotPageSchema,
    },
    'POST /api/shop/winlot/pay-win-lot': {
      summary: 'Pay the part named, the next one due (the whole price for a lot paid in full)',
      description: `The deposit is counted into part 1. \`part\` names what is paid, so a retry after a lost answer answers the payment made (\`repeated: true\`, nothing moves) and never pays the part after: a lot paid in parts needs it, 400 \`PART_REQUIRED\` without it (\`data: {parts, next_part}\`), nothing moved; for a lot paid in full it may be left out (its one part). 404 \`NOT_FOUND\` (not the caller's, or no such part); 409 \`WRONG_STATE\` (not awaiting payment, or not the next part); 409 \`PAYMENT_DEADLINE_PASSED\`; 409 \`INSUFFICIENT_FUNDS\` (\`data: {available, required, shortfall}\`). A part paid before answers \`repeated: true\` and moves nothing; \`protocol_number\` once the lot is paid in full.`,
      auth: BUYERS,
      body: payWinLotBodySchema,
      answer: winLotActionAnswerSchema,
      errors: ['PART_REQUIRED', 'NOT_FOUND', 'WRONG_STATE', 'PAYMENT_DEADLINE_PASSED', 'INSUFFICIENT_FUNDS'],
    },
    'POST /api/shop/winlot/refuse-win-lot': {
      summary: 'Refuse a won lot: the deposit goes to the seller',
      description: `A state order also bars the person for 2 months. 409 \`ALREADY_PAID\` after a payment.`,
      auth: BUYERS,
      body: winLotBodySchema,
      answer: winLotActionAnswerSchema,
      errors: ['NOT_FOUND', 'ALREADY_PAID', 'WRONG_STATE'],
    },
    'POST /api/shop/winlot/accept-offer': {
      summary: 'The reserve winner takes the lot at their own last price',
      description: `With a fresh payment deadline. 409 \`WRONG_STATE\` (not offered); 409 \`OFFER_DEADLINE_PASSED\`.`,
      auth: BUYERS,
      body: winLotBodySchema,
      answer: winLotActionAnswerSchema,
      errors: ['NOT_FOUND', 'WRONG_STATE', 'OFFER_DEADLINE_PASSED'],
    },
    'POST /api/shop/winlot/decline-offer': {
      summary: 'The reserve winner declines: the deposit is released',
      description: `The lot is then not sold (9).`,
      auth: BUYERS,
      body: winLotBodySchema,
      answer: winLotActionAnswerSchema,
      errors: ['NOT_FOUND', 'WRONG_STATE'],
    },
  },
} satisfies ApiGroup;
