/**
 * A sale annulled (lot status 13, docs/decisions.md "A sale annulled (lot status 13)"): an
 * operator cancelled the results protocol that records it (forged papers, a court ruling). Called
 * by the protocol desk's cancel, in its transaction, with the lot's row locked.
 *
 * The lot becomes "cancelled" and its order follows. A winner still paying by parts stops: the
 * parts still due are cancelled and the won lot is "annulled", with no deadline, no bar and no
 * forfeit, since the operator's decision is not the buyer's failure. The parts already paid stay
 * where the sale put them, as after a missed part: the operator settles them with the refund
 * tools, knowing the case. A winner who had paid in full keeps "paid": they did.
 */
import { tradeStatus } from '@kimoshdi/shared/domain/lot/lot-archive';
import { LOT_STATUS } from '@kimoshdi/shared/domain/lot/lot-status';
import type { Db } from '../../db/database';
import { setLotStatus, syncOrderStatus } from '../trade';
import { closeDueParts, lockRoadLot, lockWinlots, updateWinlot } from './winlot.repository';

/** The statuses of a sale a protocol records: sold, and sold with its protocol. */
const SOLD: ReadonlySet<number> = new Set([LOT_STATUS.SOLD, LOT_STATUS.PROTOCOL_ISSUED]);

export async function annulSale(trx: Db, lotId: number): Promise<void> {
  const lot = await lockRoadLot(trx, lotId);
  // An archived sale is annulled as well (a court ruling may come years later): it leaves the archive.
  if (!lot || !SOLD.has(tradeStatus(lot.lot_status, lot.archived_from))) return;
  for (const row of await lockWinlots(trx, lotId)) {
    if (row.state !== 'paying') continue;
    await closeDueParts(trx, row.id, null);
    await updateWinlot(trx, row.id, { state: 'annulled', deadline: null, remindAt: null });
  }
  await setLotStatus(trx, lotId, LOT_STATUS.CANCELLED);
  await syncOrderStatus(trx, lot.order_id);
}
