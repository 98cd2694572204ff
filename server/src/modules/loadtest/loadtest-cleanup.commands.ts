/**
 * The operator's one action after a run: every load-test lot goes with its record (bids,
 * applications, the auction, ...) and every load-test account with its sessions. Money is never
 * deleted (the ledger is append-only): deposits still blocked on those lots are released through
 * the application module first, and an account that moved money is anonymised and stamped
 * removed instead of deleted (docs/decisions.md "Load-test accounts"). Idempotent.
 */
import { activeApplications, releaseApplicationDeposit } from '../application';
import { inTransaction } from '../ledger';
import type { LoadtestContext } from './loadtest.context';
import {
  deleteLotRecords,
  loadtestLotIds,
  loadtestUserIds,
  removeLoadtestUsers,
} from './loadtest.repository';

export interface CleanupAnswer {
  removed_accounts: number;
  removed_lots: number;
  /** Of removed_accounts: kept anonymised because the ledger holds their money's record. */
  anonymised_accounts: number;
}

export async function removeLoadtestData(ctx: LoadtestContext): Promise<CleanupAnswer> {
  const { db } = ctx;
  const lotIds = await loadtestLotIds(db);
  let removedLots = 0;
  for (const lotId of lotIds) {
    // The engine forgets the lot first, so no bid lands between the delete and its Redis state.
    await ctx.auction.engine.forget(lotId);
    for (const application of await activeApplications(db, lotId)) {
      await releaseApplicationDeposit(db, application, 'lot_cancelled');
    }
    removedLots += await inTransaction(db, (trx) => deleteLotRecords(trx, [lotId]));
  }
  const userIds = await loadtestUserIds(db);
  const users = await inTransaction(db, (trx) => removeLoadtestUsers(trx, userIds));
  return {
    removed_accounts: users.deleted + users.anonymised,
    removed_lots: removedLots,
    anonymised_accounts: users.anonymised,
  };
}
