/**
 * The load-test API's inputs and answers (JSON under /api/loadtest, http/loadtest). Not part of the
 * public API document: the API exists only on a deployment started with LOADTEST_TOKEN. Money in
 * whole so'm (UZS), as a load tester types it; the ledger works in tiyin.
 */
import { z } from 'zod';
import { text } from '@kimoshdi/shared/api/text';

/** The largest so'm amount a top-up or price may be here: MAX_TIYIN (2^53 - 1 tiyin) in so'm. */
const MAX_SUM = Math.floor(Number.MAX_SAFE_INTEGER / 100);
const sum = z.number().int().positive().max(MAX_SUM);

export const loadtestLotInputSchema = z.strictObject({
  start_price: sum,
  /** Checked, then answered with the platform's own first step (steps are a share of the start price). */
  step: sum,
  duration_s: z.number().int().min(10).max(3600),
  starts_in_s: z.number().int().min(0).max(600).default(5),
  /**
   * The minutes a late bid extends the auction by (the platform's default is 5): 0 unless asked, so
   * a run's lot ends when it says and the run, bounded in time, can read its public log after.
   */
  over_time_minutes: z.number().int().min(0).max(60).default(0),
  title: text().trim().min(1).max(200).optional(),
});
export type LoadtestLotInput = z.output<typeof loadtestLotInputSchema>;

export interface LoadtestLotAnswer {
  lot_id: number;
  starts_at: string;
  ends_at: string;
  start_price: number;
  /** The first step the game asks, in so'm. */
  step: number;
}

export const loadtestAccountsInputSchema = z.strictObject({
  lot_id: z.number().int().min(1).max(2_147_483_647),
  bidders: z.number().int().min(0).max(2000),
  watchers: z.number().int().min(0).max(20_000),
  /** Each bidder's balance in so'm before the deposit is blocked (default: twice the deposit). */
  balance: sum.optional(),
});
export type LoadtestAccountsInput = z.output<typeof loadtestAccountsInputSchema>;

/** An account as the service makes it; the door adds the CSRF token bound to its session. */
export interface LoadtestAccount {
  role: 'bidder' | 'watcher';
  user_id: number;
  buyer_number: string | null;
  /** The session cookie's value (the secret a client signs in with). */
  session: string;
}

export const finishedLotsQuerySchema = z.object({
  /** 1: the newest one only; else up to 20. */
  latest: z.enum(['0', '1']).optional(),
});
