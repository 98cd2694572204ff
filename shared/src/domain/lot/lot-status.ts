/**
 * Lot statuses (numbers 1 to 17) and the colour class each one is shown with (docs/product.md section 4):
 * 1, 4 primary (blue); 2, 5, 7 success (green); 3, 6, 8, 12, 15, 17 warning (orange);
 * 9, 11, 13, 16 danger (red); 10, 14 and any other value info (grey).
 *
 * The spec does not say what each number means; the meanings below are a product decision
 * (recorded with the dictionary seed, server/src/db/seed/data/statuses.ts).
 */
export const LOT_STATUS = {
  /** New: the notice is published. */
  ANNOUNCED: 1,
  ACCEPTING_APPLICATIONS: 2,
  /** Applications closed, waiting for the auction to start. */
  APPLICATIONS_CLOSED: 3,
  LIVE: 4,
  SOLD: 5,
  /** Not held: fewer than 2 participants. */
  NOT_HELD: 6,
  /** The winner paid and the results protocol is issued. */
  PROTOCOL_ISSUED: 7,
  AWAITING_PAYMENT: 8,
  NOT_SOLD: 9,
  WITHDRAWN: 10,
  /** The winner refused or did not pay in time. */
  PRICE_NOT_CONFIRMED: 11,
  /** Technical interruption of a live auction. */
  PAUSED: 12,
  CANCELLED: 13,
  ARCHIVED: 14,
  AWAITING_REPEAT: 15,
  /** Finished with no price given (no bids). */
  NO_BIDS: 16,
  UNDER_MODERATION: 17,
} as const;
export type LotStatus = (typeof LOT_STATUS)[keyof typeof LOT_STATUS];

export const LOT_STATUS_COLORS = ['primary', 'success', 'warning', 'danger', 'info'] as const;
export type LotStatusColor = (typeof LOT_STATUS_COLORS)[number];

const COLOR_BY_STATUS: ReadonlyMap<number, LotStatusColor> = new Map([
  [1, 'primary'],
  [4, 'primary'],
  [2, 'success'],
  [5, 'success'],
  [7, 'success'],
  [3, 'warning'],
  [6, 'warning'],
  [8, 'warning'],
  [12, 'warning'],
  [15, 'warning'],
  [17, 'warning'],
  [9, 'danger'],
  [11, 'danger'],
  [13, 'danger'],
  [16, 'danger'],
  [10, 'info'],
  [14, 'info'],
]);

/**
 * The colour class of a lot status. Takes what a client may hold: a number, or a string of
 * digits (from a URL or an older API); anything else, including unknown numbers, is 'info'.
 */
export function lotStatusColor(status: unknown): LotStatusColor {
  const id = typeof status === 'string' && /^\d{1,3}$/.test(status) ? Number(status) : status;
  if (typeof id !== 'number' || !Number.isInteger(id)) return 'info';
  return COLOR_BY_STATUS.get(id) ?? 'info';
}

/** Statuses before a lot's auction is held: its game page waits, a bid is "not live yet". */
const BEFORE_AUCTION: ReadonlySet<number> = new Set([
  LOT_STATUS.ANNOUNCED,
  LOT_STATUS.ACCEPTING_APPLICATIONS,
  LOT_STATUS.APPLICATIONS_CLOSED,
  LOT_STATUS.UNDER_MODERATION,
]);

export function isBeforeAuction(status: number): boolean {
  return BEFORE_AUCTION.has(status);
}

/** Statuses an auction may start from once its start time passes (a lot under moderation may not). */
export const STARTABLE_STATUSES = [
  LOT_STATUS.ANNOUNCED,
  LOT_STATUS.ACCEPTING_APPLICATIONS,
  LOT_STATUS.APPLICATIONS_CLOSED,
] as const;

export function isStartable(status: number): boolean {
  return (STARTABLE_STATUSES as readonly number[]).includes(status);
}

export function isLotStatus(value: unknown): value is LotStatus {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 17;
}
