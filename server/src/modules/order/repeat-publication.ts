/**
 * A repeat put off to a later day (lot status 15, "waiting for the repeat auction"; docs/decisions.md
 * "A repeat waiting for its notice (lot status 15)") is published by the trade sweep once its notice
 * time comes: the lot takes its trade's first status (2 for an auction: applications open; 1 for a
 * fixed-price lot), with its history row, and the saved searches it matches hear of it in the same
 * transaction, as an approval's lot at its notice. Its start job was scheduled when it was written.
 * Each lot in its own transaction under its row lock, so a withdrawal meanwhile wins cleanly.
 */
import { LOT_STATUS, mechanismOf } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import { announceNewLot } from '../saved-search';
import { setLotStatus } from '../trade';
import { dueWaitingRepeats, lockWaitingRepeat } from './repeat-auction.repository';

export const PUBLISH_BATCH = 200;

/** Publishes the waiting repeats whose notice time passed; answers how many. */
export async function publishDueRepeats(db: Database, limit = PUBLISH_BATCH): Promise<number> {
  let published = 0;
  for (const id of await dueWaitingRepeats(db, limit)) {
    const done = await db.transaction().execute(async (trx) => {
      const lot = await lockWaitingRepeat(trx, id);
      if (lot?.lot_status !== LOT_STATUS.AWAITING_REPEAT) return false;
      await setLotStatus(trx, id, mechanismOf(lot.trade_type).firstStatus);
      await announceNewLot(trx, id);
      return true;
    });
    if (done) published += 1;
  }
  return published;
}
