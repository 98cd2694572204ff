/**
 * The results protocol of a lot paid in full (docs/domain.md "Protocols and the blacklist"):
 * number BN-<lot number>, the winner's name, tax or personal id and address, the Tashkent day.
 * Called inside the payment's transaction, so the lot is never sold without its protocol; a second
 * call for a lot that has an active protocol answers that one. The row names the winner's account
 * (their cabinet lists it) and lists its PDF in Uzbek and Russian, rendered when asked for (never
 * here: issuing a protocol is one row, so it stays in the payment's transaction).
 */
import { tashkentDay } from '@kimoshdi/shared';
import { protocolFiles } from '@kimoshdi/shared/domain/protocol/protocol-links';
import type { Db } from '../../db/database';
import { insertFirstProtocol, insertProtocol, winnerAndProtocols } from './issue-protocol.repository';

export interface IssuedProtocol {
  number: string;
  repeated: boolean;
}

/**
 * `lotNumber`, when the caller has the lot locked and knows it: a lot's first protocol (the usual
 * case: nothing issued or cancelled before) is then written in one statement, no read first.
 */
export async function issueProtocol(
  trx: Db,
  lotId: number,
  now: Date = new Date(),
  lotNumber?: string,
): Promise<IssuedProtocol> {
  if (lotNumber !== undefined) {
    const first = await issueFirst(trx, lotId, lotNumber, now);
    if (first) return first;
  }
  // One read: the winner, and the lot's protocols so far (an active one is answered as it is).
  const winner = await winnerAndProtocols(trx, lotId);
  if (winner.active_number) return { number: winner.active_number, repeated: true };
  // A cancelled protocol keeps its number; the next one for the lot gets a suffix.
  const count = Number(winner.earlier ?? 0);
  const number = `BN-${winner.lot_number}${count === 0 ? '' : `-${count + 1}`}`;
  await insertProtocol(trx, {
    number,
    lotId,
    winner: {
      id: winner.id,
      name: winner.full_name,
      tin: winner.stir,
      pinfl: winner.stir ? null : winner.pinfl,
      address: winner.address ?? '',
    },
    day: tashkentDay(now),
    files: JSON.stringify(protocolFiles(number)),
  });
  return { number, repeated: false };
}

/** The lot's first protocol when it has none at all (not even a cancelled one); else nothing written. */
async function issueFirst(
  trx: Db,
  lotId: number,
  lotNumber: string,
  now: Date,
): Promise<IssuedProtocol | undefined> {
  const number = `BN-${lotNumber}`;
  const inserted = await insertFirstProtocol(trx, {
    number,
    lotId,
    day: tashkentDay(now),
    files: JSON.stringify(protocolFiles(number)),
  });
  return inserted ? { number: inserted, repeated: false } : undefined;
}
