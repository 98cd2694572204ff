/**
 * Contracts of `api/shop/winlot/*`: the signed-in buyer's won lots and reserve offers
 * (docs/decisions.md "The won lot's road"). Money in tiyin strings, times ISO UTC.
 *
 *   GET  winlot/list?page&size            the caller's won lots and offers, newest first
 *   POST winlot/pay-win-lot     {lot_id[, part]}  pay the next part (the whole price for a lot paid in full)
 *   POST winlot/refuse-win-lot  {lot_id}  refuse: the deposit is lost (and, for a state order, a 2-month bar)
 *   POST winlot/accept-offer    {lot_id}  the reserve winner takes the lot at their own last price
 *   POST winlot/decline-offer   {lot_id}  the reserve winner declines: the deposit is released
 */
import { z } from 'zod';
import { localNamesSchema } from './dictionaries';
import { tiyinSchema } from './money';
import { pageOf } from './page';

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
] as const;
export type WinLotState = (typeof WINLOT_STATES)[number];

/** POST winlot/refuse-win-lot, accept-offer, decline-offer. */
export const winLotBodySchema = z.object({ lot_id: lotIdSchema });

/** POST winlot/pay-win-lot: the part to pay (default: the next one due). */
export const payWinLotBodySchema = z.object({
  lot_id: lotIdSchema,
  part: z.number().int().min(1).max(600).optional(),
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
