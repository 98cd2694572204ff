/**
 * The engine's log of a lot's accepted bids in Redis (the stream `lot(id).bids`, one entry a bid,
 * written by the bid scripts: server/src/redis/lua/auction/includes/auction-core.lua). The
 * reconciler copies it into PostgreSQL; the broadcaster reads the bids other web processes
 * accepted from it (room/broadcaster.ts).
 */
import type { BidView } from '@kimoshdi/shared';
import type { Redis } from '../../../redis/connection';
import type { Keys } from '../../../redis/keys';
import type { BidRow } from '../auction.repository';
import type { FillBids } from './engine.types';

/** A stream entry's fields as a bid row (undefined: not a bid entry). */
export function rowFromStream(lotId: number, fields: string[]): BidRow | undefined {
  const entry: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) entry[fields[i]!] = fields[i + 1]!;
  const seq = Number(entry.seq);
  if (!Number.isInteger(seq) || seq < 1 || !entry.user || !entry.amount) return undefined;
  return {
    lotId,
    seq,
    userId: entry.user,
    buyerNumber: Number(entry.no),
    amount: entry.amount,
    kind: entry.kind === 'auto' ? 'auto' : 'manual',
    stepNo: Number(entry.step),
    requestId: entry.req || null,
    placedAtMs: Number(entry.at),
    endsAtMs: Number(entry.ends),
  };
}

/** Entries read past the ones asked for: bids the lot took since (newest first in the read). */
const NEWER_MARGIN = 100;
/** The most entries one fill reads; a hole wider than this is the client's resync to close. */
const MOST = 500;

/** Reads a lot's bids between two seqs from its log, newest entries first, at most MOST of them. */
export function createBidLogFill(redis: Redis, keys: Keys): FillBids {
  return async (lotId, after, before) => {
    const wanted = before - after - 1;
    if (wanted <= 0) return [];
    const entries = await redis.xrevrange(
      keys.lot(lotId).bids,
      '+',
      '-',
      'COUNT',
      Math.min(wanted + NEWER_MARGIN, MOST),
    );
    const views: BidView[] = [];
    for (const [, fields] of entries) {
      const row = rowFromStream(lotId, fields);
      if (!row || row.seq <= after || row.seq >= before) continue;
      views.push({
        seq: row.seq,
        amount: row.amount,
        buyer_number: row.buyerNumber,
        kind: row.kind,
        at: row.placedAtMs,
      });
    }
    return views.sort((a, b) => a.seq - b.seq);
  };
}
