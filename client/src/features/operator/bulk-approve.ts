import type { OperatorRefund } from '@kimoshdi/shared';
import { isApiError } from '../../lib/api-client';

/** An application the server did not approve, with its words why. */
export interface Refusal {
  refund: OperatorRefund;
  /** The server's message (in the reader's language). */
  message: string;
  /** WRONG_STATE: someone decided it first; the state it is in now, when the server said. */
  decidedAs?: string;
}

/** Where a run of approvals stopped, and why: the ones from here on were not (knowingly) approved. */
export interface Stop {
  refund: OperatorRefund;
  /** The failure's words; empty for an unexpected throw (the caller says "unexpected"). */
  message: string;
}

export interface BulkApproval {
  approved: OperatorRefund[];
  refused: Refusal[];
  stop?: Stop;
  /** The one the run stopped at and those after it: still to decide, so they stay chosen. */
  left: OperatorRefund[];
}

/**
 * A failure that is not about the application: no answer at all, a lost session or role, too many
 * calls, the server failing. The next approval would fail the same way, so the run stops there.
 */
export function stopsTheRun(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === 'NETWORK' || [401, 403, 429].includes(error.status) || error.status >= 500;
}

/**
 * Approves the applications one after another, each a call of its own (each is its own server
 * transaction, and approving is idempotent), so one refusal never holds back the others. A
 * refusal about an application (decided first, gone, refused for itself) is noted and the run goes
 * on; a failure that would repeat for every one (stopsTheRun) ends it.
 */
export async function approveInTurn(
  refunds: readonly OperatorRefund[],
  approve: (id: string) => Promise<unknown>,
  onProgress: (current: number, count: number) => void = () => {},
): Promise<BulkApproval> {
  const result: BulkApproval = { approved: [], refused: [], left: [] };
  for (const [index, refund] of refunds.entries()) {
    onProgress(index + 1, refunds.length);
    try {
      await approve(refund.id);
      result.approved.push(refund);
    } catch (error) {
      if (!isApiError(error) || stopsTheRun(error)) {
        // Not an answer about this application; its outcome (and the rest) the reloaded list shows.
        result.stop = { refund, message: isApiError(error) ? error.message : '' };
        result.left = refunds.slice(index);
        return result;
      }
      const status = error.code === 'WRONG_STATE' ? error.data?.status : undefined;
      result.refused.push({
        refund,
        message: error.message,
        ...(typeof status === 'string' ? { decidedAs: status } : {}),
      });
    }
  }
  return result;
}

/** The sum of the applications' amounts, in tiyin (amounts travel as digit strings). */
export function totalOf(refunds: readonly OperatorRefund[]): bigint {
  return refunds.reduce((sum, refund) => sum + BigInt(refund.amount), 0n);
}
