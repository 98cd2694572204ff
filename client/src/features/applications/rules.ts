/**
 * What the application panel offers, from the lot as the catalogue shows it. The server decides
 * again on every call; these only keep buttons away that could not succeed.
 */
import { LOT_STATUS } from '@kimoshdi/shared/domain/lot/lot-status';
import { findMechanism } from '@kimoshdi/shared/domain/trade/mechanisms';

export interface PanelLot {
  id: number;
  trade_type: number;
  lot_status: number;
  starts_at: string;
  deposit_amount: string;
}

/** Applications are taken (and cancelled) while the lot is announced or accepting, before its start. */
export function acceptsApplications(lot: PanelLot, nowMs: number | null): boolean {
  return (
    findMechanism(lot.trade_type)?.applications === true &&
    (lot.lot_status === LOT_STATUS.ANNOUNCED || lot.lot_status === LOT_STATUS.ACCEPTING_APPLICATIONS) &&
    // Before the server clock is measured the status decides; the server checks the start anyway.
    (nowMs === null || Date.parse(lot.starts_at) > nowMs)
  );
}

/** The game page can be opened (to bid or to watch) while the auction is live or paused. */
export function gameIsOpen(lotStatus: number): boolean {
  return lotStatus === LOT_STATUS.LIVE || lotStatus === LOT_STATUS.PAUSED;
}
