/**
 * An operator's review of an auction lot before its start (docs/decisions.md "Lot review"): the
 * lot is suspended (status 17, under moderation) while a complaint about the property or its
 * papers is looked into, then resumed or its trade cancelled. The rules here are pure: the server
 * decides with them under the lot's row lock, the lot page uses them to offer the button.
 */
import { LOT_STATUS } from './lot-status';
import { findMechanism } from '../trade/mechanisms';

export const LOT_REVIEW_REASON_MIN = 5;
export const LOT_REVIEW_REASON_MAX = 1000;
export const LOT_REVIEW_NOTE_MAX = 1000;

/** How a review ended; null while it is open. */
export const LOT_REVIEW_DECISIONS = ['resumed', 'cancelled'] as const;
export type LotReviewDecision = (typeof LOT_REVIEW_DECISIONS)[number];

/** Why a lot may not be suspended for a review (409 LOT_NOT_SUSPENDABLE, data.reason). */
export const SUSPEND_REFUSALS = [
  /** Not an auction: a fixed-price sale has no applications to hold back. */
  'not_auction',
  /** Under review already. */
  'under_review',
  /** Announced only, live, paused, finished, withdrawn, cancelled...: not 2 or 3. */
  'wrong_status',
  /** The auction's start time has passed: it is starting now. */
  'start_passed',
] as const;
export type SuspendRefusal = (typeof SUSPEND_REFUSALS)[number];

/** The lot statuses a review may suspend: accepting applications (2), applications closed (3). */
export const SUSPENDABLE_STATUSES: readonly number[] = [
  LOT_STATUS.ACCEPTING_APPLICATIONS,
  LOT_STATUS.APPLICATIONS_CLOSED,
];

export interface SuspendableLot {
  tradeType: number;
  status: number;
  startsAtMs: number;
}

/** Why the lot may not be suspended at `nowMs`, or null when it may. */
export function suspendRefusal(lot: SuspendableLot, nowMs: number): SuspendRefusal | null {
  // The mechanism that takes applications before a start (the auction) is the one a review holds.
  if (findMechanism(lot.tradeType)?.applications !== true) return 'not_auction';
  if (lot.status === LOT_STATUS.UNDER_MODERATION) return 'under_review';
  if (!SUSPENDABLE_STATUSES.includes(lot.status)) return 'wrong_status';
  if (nowMs >= lot.startsAtMs) return 'start_passed';
  return null;
}

/**
 * The status a resumed lot returns to when its start is still ahead: accepting applications, or
 * applications closed once their close time (null: the start) has passed.
 */
export function resumedStatus(nowMs: number, closeAtMs: number | null): number {
  return closeAtMs !== null && nowMs >= closeAtMs
    ? LOT_STATUS.APPLICATIONS_CLOSED
    : LOT_STATUS.ACCEPTING_APPLICATIONS;
}
