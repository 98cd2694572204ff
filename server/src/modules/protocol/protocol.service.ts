/** The public check of a results protocol: found (ids masked) or 404 NOT_FOUND. */
import { maskPinfl } from '@kimoshdi/shared/domain/user/personal-id';
import type { CheckProtocolQuery, Protocol } from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findProtocol } from './protocol.repository';

/** Stored as [{name, url}]; anything else in the column is left out rather than shown broken. */
export function filesOf(value: unknown): Protocol['files'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((f: unknown) => {
    const file = f as { name?: unknown; url?: unknown };
    return typeof file.name === 'string' && typeof file.url === 'string'
      ? [{ name: file.name, url: file.url }]
      : [];
  });
}

export function createProtocolService(db: Db) {
  return {
    async check(query: CheckProtocolQuery): Promise<Protocol> {
      const row =
        query.number !== undefined
          ? await findProtocol(db, { number: query.number })
          : await findProtocol(db, { tin: query.tin, pinfl: query.pinfl, lotNumber: query.lot_number ?? '' });
      if (!row) throw new AppError('NOT_FOUND');
      return {
        number: row.number,
        status: row.status as Protocol['status'],
        lot_number: row.lot_number,
        winner_name: row.winner_name,
        // maskPinfl keeps the last 4 digits of any digit string, a tax id as well.
        tin: row.tin === null ? null : maskPinfl(row.tin),
        pinfl: row.pinfl === null ? null : maskPinfl(row.pinfl),
        address: row.address,
        date: row.protocol_date,
        files: filesOf(row.files),
      };
    },
  };
}
export type ProtocolService = ReturnType<typeof createProtocolService>;
