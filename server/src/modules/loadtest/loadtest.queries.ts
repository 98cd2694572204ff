/** The load-test API's reads: what is there to clean up, and finished lots to replay. */
import type { Db } from '../../db/database';
import { countLoadtest, finishedLotsWithBids } from './loadtest.repository';

export function loadtestCounts(db: Db): Promise<{ accounts: number; lots: number }> {
  return countLoadtest(db);
}

export interface FinishedLot {
  lot_id: number;
  bids: number;
  finished_at: string;
}

/** Auctions closed with at least one bid, newest first: the newest only, or up to 20. */
export async function finishedLots(db: Db, latest: boolean): Promise<{ lots: FinishedLot[] }> {
  const rows = await finishedLotsWithBids(db, latest ? 1 : 20);
  return {
    lots: rows.map((row) => ({
      lot_id: row.lot_id,
      bids: Number(row.bids),
      finished_at: new Date(row.finished_at).toISOString(),
    })),
  };
}
