/**
 * Contract of `api/shop/shop-lots/bid-log` (docs/bid-log.md): a finished auction's public bid log,
 * page by page, with everything needed to recompute its hash chain: the genesis inputs, the
 * genesis, every bid as the chain covers it and the final digest. Buyers appear by their buyer
 * number only, never by user. Times are epoch milliseconds (what the chain covers), money tiyin in
 * strings.
 */
import { z } from 'zod';
import type { BidLogToCheck } from '../../domain/trade/auction/bid-log-check';
import { LOT_OUTCOMES } from '../../domain/lot/lot-outcome';
import { MAX_PAGE } from './page';

export const BID_LOG_DEFAULT_PER_PAGE = 100;
export const BID_LOG_MAX_PER_PAGE = 500;
const MAX_ID = 2_147_483_647;

/** GET shop-lots/bid-log?lot_id=&page=&per_page= */
export const bidLogQuerySchema = z.object({
  lot_id: z.coerce.number().int().min(1).max(MAX_ID),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(BID_LOG_MAX_PER_PAGE).default(BID_LOG_DEFAULT_PER_PAGE),
});
export type BidLogQuery = z.output<typeof bidLogQuerySchema>;

export const bidLogEntrySchema = z.object({
  seq: z.number().int(),
  buyer_number: z.string(),
  /** Tiyin. */
  amount: z.string(),
  /** Epoch ms: the engine's clock (Redis TIME) when it accepted the bid. */
  placed_at: z.number().int(),
  /** Price steps taken once this bid stands. */
  step_no: z.number().int(),
  /** 64 hex digits; null while the bid is not chained (docs/bid-log.md, "Gaps"). */
  hash: z.string().nullable(),
});
export type BidLogEntry = z.infer<typeof bidLogEntrySchema>;

export const bidLogSchema = z.object({
  lot_id: z.number().int(),
  lot_number: z.string(),
  genesis_input: z.object({
    version: z.string(),
    lot_id: z.number().int(),
    lot_number: z.string(),
    /** Tiyin. */
    start_price: z.string(),
    /** Epoch ms. */
    started_at: z.number().int(),
    step_mode: z.enum(['standard', 'flat']),
    /** Basis points (1/100 of a percent) of the start price: standard mode takes `large_bp` for
     * steps 1..large_steps, then `small_bp`; flat mode takes `flat_bp` for every step. */
    step_rule: z.object({
      large_bp: z.number().int(),
      large_steps: z.number().int(),
      small_bp: z.number().int(),
      flat_bp: z.number().int(),
    }),
  }),
  /** The UTF-8 line whose SHA-256 is the genesis. */
  genesis_line: z.string(),
  genesis: z.string(),
  /** The last bid's hash (the genesis when nobody bid); null while any bid is unchained. */
  final_digest: z.string().nullable(),
  result: z.object({
    outcome: z.enum(LOT_OUTCOMES),
    /** Tiyin; null unless sold. */
    final_price: z.string().nullable(),
    winner_buyer_number: z.string().nullable(),
  }),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  /** Oldest first. */
  items: z.array(bidLogEntrySchema),
});
export type BidLog = z.infer<typeof bidLogSchema>;

/** The public log as the chain's check takes it (shared/src/domain/trade/auction/bid-log-check.ts). */
export function bidLogToCheck(log: BidLog): BidLogToCheck {
  return {
    genesisInput: {
      lotId: log.genesis_input.lot_id,
      lotNumber: log.genesis_input.lot_number,
      startPrice: log.genesis_input.start_price,
      startedAtMs: log.genesis_input.started_at,
      stepMode: log.genesis_input.step_mode,
    },
    genesis: log.genesis,
    bids: log.items.map((item) => ({
      seq: item.seq,
      buyerNumber: item.buyer_number,
      amount: item.amount,
      placedAtMs: item.placed_at,
      stepNo: item.step_no,
      hash: item.hash,
    })),
    finalDigest: log.final_digest,
    result: { finalPrice: log.result.final_price, winnerBuyerNumber: log.result.winner_buyer_number },
  };
}
