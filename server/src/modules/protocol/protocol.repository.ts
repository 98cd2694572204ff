import type { Db } from '../../db/database';

/**
 * A protocol by its number, or by the winner's tax or personal id and the lot number. When a lot
 * has several (one cancelled, one issued again) the active one comes first, then the newest.
 */
export async function findProtocol(
  db: Db,
  by: { number: string } | { tin?: string; pinfl?: string; lotNumber: string },
) {
  let query = db
    .selectFrom('protocols')
    .innerJoin('lots', 'lots.id', 'protocols.lot_id')
    .select([
      'protocols.number',
      'protocols.status',
      'lots.lot_number',
      'protocols.winner_name',
      'protocols.tin',
      'protocols.pinfl',
      'protocols.address',
      'protocols.protocol_date',
      'protocols.files',
    ]);
  if ('number' in by) {
    query = query.where('protocols.number', '=', by.number);
  } else {
    query = query.where('lots.lot_number', '=', by.lotNumber);
    if (by.tin !== undefined) query = query.where('protocols.tin', '=', by.tin);
    if (by.pinfl !== undefined) query = query.where('protocols.pinfl', '=', by.pinfl);
  }
  return query
    .orderBy((eb) => eb.case().when('protocols.status', '=', 'active').then(0).else(1).end())
    .orderBy('protocols.protocol_date', 'desc')
    .orderBy('protocols.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
