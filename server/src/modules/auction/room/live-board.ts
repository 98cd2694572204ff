/**
 * The operator's board of live auctions (issue 5, "Pages"): every live or paused lot with its
 * price (the engine's live state), bids in the last minute (the bids table: its primary key finds
 * the lot, placed_at filters), viewers and participants as the game page counts them (presence.ts:
 * the people watching now from the presence hash, summed over processes; the people admitted,
 * standing applications). Ordered by the end, soonest first.
 */
import { LOT_STATUS, TRADE_TYPE, type Language, type LiveAuctionRow } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { Redis } from '../../../redis/connection';
import type { Keys } from '../../../redis/keys';
import type { AuctionEngine } from '../engine/engine.types';
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
  const lots = await ctx.db
    .selectFrom('lots')
    .select([
      'id',
      'lot_number',
      'lot_status',
      'start_price',
      'ends_at',
      'name_uz',
      'name_ru',
      'name_uz_cyrl',
      'name_en',
    ])
    .where('lot_status', 'in', [LOT_STATUS.LIVE, LOT_STATUS.PAUSED])
    .where('trade_type', '=', TRADE_TYPE.AUCTION)
    .orderBy('ends_at')
    .orderBy('id')
    .execute();
  if (lots.length === 0) return [];
  const ids = lots.map((lot) => lot.id);

  const [recent, participants, viewers] = await Promise.all([
    sql<{ lot_id: number; n: number }>`
      SELECT lot_id, count(*)::int AS n FROM bids
      WHERE lot_id = ANY(${sql.val(ids)}::int[]) AND placed_at > now() - interval '1 minute'
      GROUP BY lot_id`.execute(ctx.db),
    ctx.db
      .selectFrom('applications')
      .select(['lot_id', sql<number>`count(*)::int`.as('n')])
      .where('lot_id', 'in', ids)
      .where('status', '=', 'sent')
      .groupBy('lot_id')
      .execute(),
    (async () => {
      // Auto-pipelined, not one pipeline: lots' keys may live on different Redis Cluster shards.
      const answers = await Promise.all(ids.map((id) => ctx.redis.hgetall(ctx.keys.lot(id).viewers)));
      return answers.map((fields) => watchingNow(fields));
    })(),
  ]);
  const recentBy = new Map(recent.rows.map((r) => [r.lot_id, r.n]));
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
