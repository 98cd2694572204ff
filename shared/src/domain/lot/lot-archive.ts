/**
 * Archived lots (status 14; docs/decisions.md "Archived lots"). A lot whose trade ended and on which
 * nothing is left open is moved to the archive half a year after it settled: it leaves the lists of
 * results and becomes a record, found by search and by its links. Archiving changes how the lot is
 * listed, never how its trade ended: the status it ended with is kept beside it (lots.archived_from),
 * and everything that judges the trade (its outcome, result page, bid log, protests, a repeat, a
 * bidder's track record) reads that status through tradeStatus.
 */
import { LOT_STATUS } from './lot-status';
import { lotOutcome } from './lot-outcome';

/** Days after a lot settled (its end or its last status change, whichever is later) before it is archived. */
export const ARCHIVE_AFTER_DAYS = 180;

/**
 * Statuses a lot may be archived from: every ended trade except one still waiting for its winner's
 * payment (8), which moves on by itself. Whether money or a protest is still open on the lot is
 * the sweep's question (modules/trade/lot-archive.repository.ts), asked of the records.
 */
export const ARCHIVABLE_STATUSES: readonly number[] = Object.values(LOT_STATUS).filter(
  (status) => lotOutcome(status) !== 'not_finished' && status !== LOT_STATUS.AWAITING_PAYMENT,
);

/** The status the lot's trade ended with: an archived lot's kept status, any other lot's own. */
export function tradeStatus(status: number, archivedFrom: number | null | undefined): number {
  return status === LOT_STATUS.ARCHIVED && archivedFrom != null ? archivedFrom : status;
}

/** Lots that settled before this moment are due for the archive. */
export function archiveDueBefore(now: Date): Date {
  return new Date(now.getTime() - ARCHIVE_AFTER_DAYS * 86_400_000);
}
