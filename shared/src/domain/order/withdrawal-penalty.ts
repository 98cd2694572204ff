/**
 * The customer's penalty for withdrawing lots from trade (docs/domain.md "Withdrawal penalty"):
 * from the 3rd withdrawal 1 BHM, from the 5th 3 BHM, from the 7th 10 BHM; the first two are free.
 *
 * DECISION (docs/decisions.md "Withdrawal from trade"): `ordinal` counts every withdrawal the
 * customer ever made, over all their orders (the rule names no period, and a window would be a
 * leniency the rule does not give); the BHM is the one in force on the Tashkent day of the
 * withdrawal.
 */
import { bhmOn, type BhmPeriod } from '../money/bhm';

/** The penalty of the customer's `ordinal`-th withdrawal (1 for the first), in BHM. */
export function withdrawalPenaltyBhm(ordinal: number): number {
  if (!Number.isInteger(ordinal) || ordinal < 1) throw new RangeError(`no withdrawal number ${ordinal}`);
  if (ordinal >= 7) return 10;
  if (ordinal >= 5) return 3;
  if (ordinal >= 3) return 1;
  return 0;
}

export interface WithdrawalPenalty {
  /** The penalty in BHM. */
  multiple: number;
  /** The BHM of the day, in tiyin. */
  bhm: bigint;
  /** What is charged, in tiyin. */
  amount: bigint;
}

/**
 * The `ordinal`-th withdrawal's penalty at `at`, in tiyin (the BHM table is in so'm; default: the
 * table the server installed, money/bhm.ts).
 */
export function withdrawalPenalty(
  ordinal: number,
  at: Date | number,
  table?: readonly BhmPeriod[],
): WithdrawalPenalty {
  const multiple = withdrawalPenaltyBhm(ordinal);
  const bhm = bhmOn(at, table) * 100n;
  return { multiple, bhm, amount: BigInt(multiple) * bhm };
}
