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
import { sql } from 'kysely';
import type { Db } from '../../db/database';

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

/** The lot's first protocol when it has none at all (not even a cancelled one); else nothing written. */
async function issueFirst(
  trx: Db,
  lotId: number,
  lotNumber: string,
  now: Date,
): Promise<IssuedProtocol | undefined> {
  const number = `BN-${lotNumber}`;
  const inserted = await sql<{ number: string }>`
    INSERT INTO protocols (number, status, lot_id, winner_name, tin, pinfl, address, protocol_date,
                           winner_user_id, files)
    SELECT ${number}, 'active', a.lot_id, u.full_name, u.stir,
           CASE WHEN u.stir IS NULL OR u.stir = '' THEN u.pinfl END, coalesce(u.address, ''),
           ${tashkentDay(now)}, u.id, ${JSON.stringify(protocolFiles(number))}::jsonb
    FROM auctions a JOIN users u ON u.id = a.winner_user_id
    WHERE a.lot_id = ${lotId} AND NOT EXISTS (SELECT 1 FROM protocols p WHERE p.lot_id = ${lotId})
    RETURNING number`.execute(trx);
  const row = inserted.rows[0];
  return row ? { number: row.number, repeated: false } : undefined;
}
