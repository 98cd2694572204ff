/**
 * The won lot's road from the close (the spec's `winlot` calls will live here: pay, refuse, the
 * reserve winner). Today: the winner's payment term and the deposits at the close. The auction's
 * settlement calls these inside its one transaction per lot.
 */
import { addWorkingDays } from '@kimoshdi/shared/domain/time/working-days';
import type { Db } from '../../db/database';
import type { Logger } from '../../lib/logger';
import {
  keepWinnerDeposit,
  releaseApplicationDeposit,
  type ActiveApplication,
} from '../application/application.service';
import { byUserId } from '../ledger/lock-order';
import { holidaysAround } from './holidays';

export type HolidayCalendar = (at: Date) => ReadonlySet<string>;

/** The winner pays by the end of the Nth working day after the final end (Uzbek calendar). */
export function paymentDeadline(
  finalEnd: Date,
  paymentDays: number,
  holidays: HolidayCalendar = holidaysAround,
): Date {
  return addWorkingDays(finalEnd, paymentDays, holidays(finalEnd));
}

/**
 * The deposits at the close: every applicant but the winner released at once (the reserve winner
 * too: domain rule), the winner's kept toward the price. Money last in the settlement, in user id
 * order: ledger accounts stay locked for the shortest time, always in the same order, so
 * settlements of lots sharing buyers queue up instead of deadlocking.
 */
export async function settleDeposits(
  trx: Db,
  lotId: number,
  applicants: readonly ActiveApplication[],
  winnerUserId: string | null,
  logger: Logger,
): Promise<void> {
  for (const applicant of [...applicants].sort(byUserId)) {
    if (applicant.userId === winnerUserId) await keepWinnerDeposit(trx, applicant);
    else await releaseApplicationDeposit(trx, applicant, 'lost');
  }
  if (winnerUserId && !applicants.some((a) => a.userId === winnerUserId)) {
    logger.error({ lot_id: lotId, user_id: winnerUserId }, 'the winner has no standing application');
  }
}
