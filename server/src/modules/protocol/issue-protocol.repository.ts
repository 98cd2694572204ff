/** The writes of issuing a protocol (issue-protocol.ts) and the one read they need. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The lot's winner, and its protocols so far: the active one's number, and how many there were. */
export async function winnerAndProtocols(trx: Db, lotId: number) {
  return trx
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
}

export async function insertProtocol(
  trx: Db,
  protocol: {
    number: string;
    lotId: number;
    winner: { id: string; name: string; tin: string | null; pinfl: string | null; address: string };
    day: string;
    files: string;
  },
): Promise<void> {
  await trx
    .insertInto('protocols')
    .values({
      number: protocol.number,
      status: 'active',
      lot_id: protocol.lotId,
      winner_name: protocol.winner.name,
      tin: protocol.winner.tin,
      pinfl: protocol.winner.pinfl,
      address: protocol.winner.address,
      protocol_date: protocol.day,
      winner_user_id: protocol.winner.id,
      files: protocol.files,
    })
    .execute();
}

/**
 * The lot's first protocol in one statement, from its auction's winner, when the lot has none at
 * all (not even a cancelled one); answers its number, or undefined when nothing was written.
 */
export async function insertFirstProtocol(
  trx: Db,
  protocol: { number: string; lotId: number; day: string; files: string },
): Promise<string | undefined> {
  const { number, lotId } = protocol;
  const inserted = await sql<{ number: string }>`
    INSERT INTO protocols (number, status, lot_id, winner_name, tin, pinfl, address, protocol_date,
                           winner_user_id, files)
    SELECT ${number}, 'active', a.lot_id, u.full_name, u.stir,
           CASE WHEN u.stir IS NULL OR u.stir = '' THEN u.pinfl END, coalesce(u.address, ''),
           ${protocol.day}, u.id, ${protocol.files}::jsonb
    FROM auctions a JOIN users u ON u.id = a.winner_user_id
    WHERE a.lot_id = ${lotId} AND NOT EXISTS (SELECT 1 FROM protocols p WHERE p.lot_id = ${lotId})
    RETURNING number`.execute(trx);
  return inserted.rows[0]?.number;
}
