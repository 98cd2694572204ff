/**
 * The results protocol of a lot paid in full (docs/domain.md "Protocols and the blacklist"):
 * number BN-<lot number>, the winner's name, tax or personal id and address, the Tashkent day.
 * Called inside the payment's transaction, so the lot is never sold without its protocol; a second
 * call for a lot that has an active protocol answers that one. The row names the winner's account
 * (their cabinet lists it) and lists its PDF in Uzbek and Russian, rendered when asked for.
 */
import { tashkentDay } from '@kimoshdi/shared';
import { protocolFiles } from '@kimoshdi/shared/domain/protocol/protocol-links';
import type { Db } from '../../db/database';

export interface IssuedProtocol {
  number: string;
  repeated: boolean;
}

export async function issueProtocol(trx: Db, lotId: number, now: Date = new Date()): Promise<IssuedProtocol> {
  // One read: the winner, and the lot's protocols so far (an active one is answered as it is).
  const winner = await trx
    .selectFrom('lots')
    .innerJoin('auctions', 'auctions.lot_id', 'lots.id')
    .innerJoin('users', 'users.id', 'auctions.winner_user_id')
    .select((eb) => [
      'lots.lot_number',
      'users.id',
      'users.full_name',
      'users.stir',
      'users.pinfl',
      'users.address',
      eb
        .selectFrom('protocols')
        .select('number')
        .whereRef('protocols.lot_id', '=', 'lots.id')
        .where('protocols.status', '=', 'active')
        .as('active_number'),
      eb
        .selectFrom('protocols')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('protocols.lot_id', '=', 'lots.id')
        .as('earlier'),
    ])
    .where('lots.id', '=', lotId)
    .executeTakeFirstOrThrow();
  if (winner.active_number) return { number: winner.active_number, repeated: true };
  // A cancelled protocol keeps its number; the next one for the lot gets a suffix.
  const count = Number(winner.earlier ?? 0);
  const number = `BN-${winner.lot_number}${count === 0 ? '' : `-${count + 1}`}`;
  await trx
    .insertInto('protocols')
    .values({
      number,
      status: 'active',
      lot_id: lotId,
      winner_name: winner.full_name,
      tin: winner.stir,
      pinfl: winner.stir ? null : winner.pinfl,
      address: winner.address ?? '',
      protocol_date: tashkentDay(now),
      winner_user_id: winner.id,
      files: JSON.stringify(protocolFiles(number)),
    })
    .execute();
  return { number, repeated: false };
}
