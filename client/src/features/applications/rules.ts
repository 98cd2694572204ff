/**
 * What the application panel offers, from the lot as the catalogue shows it. The server decides
 * again on every call; these only keep buttons away that could not succeed.
 */
import { LOT_STATUS } from '@kimoshdi/shared/domain/lot/lot-status';
import { findMechanism } from '@kimoshdi/shared/domain/trade/mechanisms';
import { applicationsOpenAt } from '@kimoshdi/shared/domain/trade/trade-schedule';

export interface PanelLot {
  id: number;
  trade_type: number;
  lot_status: number;
  starts_at: string;
  /** The end of applications; null or absent: until the start. */
  applications_close_at?: string | null;
  deposit_amount: string;
}

/**
 * Applications are taken (and cancelled) while the lot is announced or accepting, before the
 * close of applications and the start.
 */
export function acceptsApplications(lot: PanelLot, nowMs: number | null): boolean {
  return (
    findMechanism(lot.trade_type)?.applications === true &&
    (lot.lot_status === LOT_STATUS.ANNOUNCED || lot.lot_status === LOT_STATUS.ACCEPTING_APPLICATIONS) &&
    // Before the server clock is measured the status decides; the server checks the times anyway.
    (nowMs === null ||
      applicationsOpenAt(
        nowMs,
        Date.parse(lot.starts_at),
        lot.applications_close_at ? Date.parse(lot.applications_close_at) : null,
      ))
  );
}

/**
 * An auction whose applications closed and whose start is still ahead: status 3, or the close
 * passed on the server's clock before the sweep moved the status.
 */
export function applicationsClosedBeforeStart(lot: PanelLot, nowMs: number | null): boolean {
  if (findMechanism(lot.trade_type)?.applications !== true) return false;
  if (lot.lot_status === LOT_STATUS.APPLICATIONS_CLOSED) return true;
  const waiting =
    lot.lot_status === LOT_STATUS.ANNOUNCED || lot.lot_status === LOT_STATUS.ACCEPTING_APPLICATIONS;
  return waiting && nowMs !== null && Date.parse(lot.starts_at) > nowMs && !acceptsApplications(lot, nowMs);
}

/** The game page can be opened (to bid or to watch) while the auction is live or paused. */
export function gameIsOpen(lotStatus: number): boolean {
  return lotStatus === LOT_STATUS.LIVE || lotStatus === LOT_STATUS.PAUSED;
}
