import { LOT_STATUS } from '@kimoshdi/shared';
import { auctionMechanism } from '@kimoshdi/shared/domain/trade/auction/auction.mechanism';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** A live auction lot whose favourites are due a notice, with what the notice says. */
export interface FavouriteLot {
  id: number;
  lot_number: string;
  ends_at: Date;
  /** The leading bid (tiyin), or the start price before any bid. */
  price: string;
}

/** A favourite `f` whose person has no application to its lot (a bidder hears of the auction already). */
const WITHOUT_APPLICATION = sql`NOT EXISTS (
  SELECT 1 FROM applications a WHERE a.lot_id = f.lot_id AND a.user_id = f.user_id AND a.status = 'sent')`;

/** Someone saved lot `l` and has no application to it. */
const WATCHED = sql`EXISTS (SELECT 1 FROM favourites f WHERE f.lot_id = l.id AND ${WITHOUT_APPLICATION})`;

/** The leading bid of lot `l` (bids only rise, so its latest), through the bids' primary key. */
const LEADING_BID = sql`(SELECT b.amount FROM bids b WHERE b.lot_id = l.id ORDER BY b.seq DESC LIMIT 1)`;

/**
 * Live auction lots ending within `withinMinutes` that ran longer than that (a shorter auction's
 * "started" said it already), not told yet, with someone to tell; the soonest first.
 */
export async function dueFavouriteEndings(
  db: Db,
  { withinMinutes, limit }: { withinMinutes: number; limit: number },
): Promise<FavouriteLot[]> {
  const { rows } = await sql<FavouriteLot>`
    SELECT l.id, l.lot_number, l.ends_at,
      coalesce(${LEADING_BID}, l.start_price)::text AS price
    FROM lots l
    WHERE l.lot_status = ${LOT_STATUS.LIVE} AND l.trade_type = ${auctionMechanism.tradeType}
      AND l.ends_at > now() AND l.ends_at <= now() + make_interval(mins => ${withinMinutes})
      AND l.ends_at - l.starts_at > make_interval(mins => ${withinMinutes})
      AND NOT EXISTS (SELECT 1 FROM lot_end_reminders r WHERE r.lot_id = l.id)
      AND ${WATCHED}
    ORDER BY l.ends_at, l.id
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** Takes the lot's "ends soon": true for the one transaction that writes it. */
export async function claimFavouriteEnding(db: Db, lotId: number): Promise<boolean> {
  const row = await db
    .insertInto('lot_end_reminders')
    .values({ lot_id: lotId })
    .onConflict((oc) => oc.column('lot_id').doNothing())
    .returning('lot_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Live auction lots whose leading bid rose above the price last told (none told: any bid), and
 * last told more than `everyMinutes` ago, with someone to tell; at most `limit`.
 */
export async function dueFavouritePrices(
  db: Db,
  { everyMinutes, limit }: { everyMinutes: number; limit: number },
): Promise<FavouriteLot[]> {
  const { rows } = await sql<FavouriteLot>`
    SELECT l.id, l.lot_number, l.ends_at, b.price::text AS price
    FROM lots l
    CROSS JOIN LATERAL (SELECT ${LEADING_BID} AS price) b
    LEFT JOIN lot_price_notices p ON p.lot_id = l.id
    WHERE l.lot_status = ${LOT_STATUS.LIVE} AND l.trade_type = ${auctionMechanism.tradeType}
      AND b.price IS NOT NULL AND b.price > coalesce(p.price, 0)
      AND (p.told_at IS NULL OR p.told_at < now() - make_interval(mins => ${everyMinutes}))
      AND ${WATCHED}
    ORDER BY l.id
    LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * Takes the lot's price notice at `price`: true for the one transaction that writes it (another
 * worker's, or one told within the interval, keeps it).
 */
export async function claimFavouritePrice(
  db: Db,
  { lotId, price, everyMinutes }: { lotId: number; price: string; everyMinutes: number },
): Promise<boolean> {
  const { rows } = await sql<{ lot_id: number }>`
    INSERT INTO lot_price_notices (lot_id, price) VALUES (${lotId}, ${price})
    ON CONFLICT (lot_id) DO UPDATE SET price = excluded.price, told_at = now()
      WHERE lot_price_notices.price < excluded.price
        AND lot_price_notices.told_at < now() - make_interval(mins => ${everyMinutes})
    RETURNING lot_id`.execute(db);
  return rows.length > 0;
}

/** The people who saved the lot and have no application to it, with their language. */
export async function favouriteWatchers(db: Db, lotId: number): Promise<Map<string, string>> {
  const { rows } = await sql<{ user_id: string; lang: string }>`
    SELECT u.id AS user_id, u.lang FROM favourites f JOIN users u ON u.id = f.user_id
    WHERE f.lot_id = ${lotId} AND ${WITHOUT_APPLICATION}
    ORDER BY u.id`.execute(db);
  return new Map(rows.map((row) => [String(row.user_id), row.lang]));
}
