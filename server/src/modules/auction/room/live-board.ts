/**
 * The operator's board of live auctions (issue 5, "Pages"): every live or paused lot with its
 * price (the engine's live state), bids in the last minute (the bids table: its primary key finds
 * the lot, placed_at filters), viewers and participants as the game page counts them (presence.ts:
 * the people watching now from the presence hash, summed over processes; the people admitted,
 * standing applications). Ordered by the end, soonest first.
 */
import { LOT_STATUS, type Language, type LiveAuctionRow } from '@kimoshdi/shared';
import type { Database } from '../../../db/database';
import type { Redis } from '../../../redis/connection';
import type { Keys } from '../../../redis/keys';
import type { AuctionEngine } from '../engine/engine.types';
import { bidsLastMinute, liveAuctionLots, participantCounts } from './live-board.repository';
import { watchingNow } from './presence';
import { eachLimited } from '../../../lib/each-limited';

export interface BoardContext {
  db: Database;
  redis: Redis;
  keys: Keys;
  engine: Pick<AuctionEngine, 'state'>;
}

const NAME_COLUMN = { uz: 'name_uz', ru: 'name_ru', 'uz-Cyrl': 'name_uz_cyrl', en: 'name_en' } as const;

export async function liveAuctionRows(ctx: BoardContext, lang: Language = 'uz'): Promise<LiveAuctionRow[]> {
  const lots = await liveAuctionLots(ctx.db);
  if (lots.length === 0) return [];
  const ids = lots.map((lot) => lot.id);

  const [recent, participants, viewers] = await Promise.all([
    bidsLastMinute(ctx.db, ids),
    participantCounts(ctx.db, ids),
    (async () => {
      // Auto-pipelined, not one pipeline: lots' keys may live on different Redis Cluster shards.
      const answers = await Promise.all(ids.map((id) => ctx.redis.hgetall(ctx.keys.lot(id).viewers)));
      return answers.map((fields) => watchingNow(fields));
    })(),
  ]);
  const recentBy = new Map(recent.map((r) => [r.lot_id, r.n]));
  const participantsBy = new Map(participants.map((r) => [r.lot_id, r.n]));

  const states = new Map<number, Awaited<ReturnType<BoardContext['engine']['state']>>>();
  await eachLimited(ids, 8, async (id) => {
    // A lot whose state cannot be built right now still shows, from the record.
    states.set(id, await ctx.engine.state(id).catch(() => undefined));
  });

  return lots.map((lot, index) => {
    const state = states.get(lot.id);
    const paused = lot.lot_status === LOT_STATUS.PAUSED;
    return {
      lot_id: lot.id,
      lot_number: lot.lot_number,
      name: lot[NAME_COLUMN[lang]] || lot.name_uz,
      names: { uz: lot.name_uz, ru: lot.name_ru, 'uz-Cyrl': lot.name_uz_cyrl, en: lot.name_en },
      status: state?.status ?? (paused ? 'paused' : 'live'),
      price: state?.price ?? null,
      start_price: String(lot.start_price),
      bids_last_minute: recentBy.get(lot.id) ?? 0,
      viewers: viewers[index] ?? 0,
      participants: participantsBy.get(lot.id) ?? 0,
      ends_at: state?.ends_at ?? new Date(lot.ends_at).getTime(),
      paused_at: state?.paused_at ?? null,
    };
  });
}
