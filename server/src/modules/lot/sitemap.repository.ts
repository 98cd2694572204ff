/**
 * The sitemap's reads of the catalogue (modules/lot/sitemap-ranges.ts says which lots and how the
 * files are split): per file its number and newest change, and a file's lots in id order.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema.generated';
import { HIDDEN_LOT_STATUSES, RESULT_TRADE_STATUSES, type SitemapLotKind } from './sitemap-ranges';
import { listedLot } from './lot.repository';

type LotsEb = ExpressionBuilder<DB, 'lots'>;

/**
 * Each lot's newest status change (lot_flows), optionally of one id range: grouped in one pass over
 * lot_flows_lot_idx and joined, which on 100 000 lots took half the time of a max() per lot.
 */
function lastFlows(db: Db, range?: { fromId: number; toId: number }) {
  let flows = db.selectFrom('lot_flows').select(['lot_flows.lot_id', sql<Date>`max(lot_flows.at)`.as('at')]);
  if (range)
    flows = flows.where('lot_flows.lot_id', '>=', range.fromId).where('lot_flows.lot_id', '<=', range.toId);
  return flows.groupBy('lot_flows.lot_id').as('f');
}

/** A lot's last change: its newest status change, or its publication when later (a repeat's notice). */
const LAST_CHANGE = sql<Date>`greatest(lots.published_at, f.at)`;

function kindCondition(eb: LotsEb, kind: SitemapLotKind): Expression<SqlBool> {
  // A lot waiting for its notice (a repeat, 15) is published when its time comes.
  const published = eb.and([eb('lots.published_at', '<=', sql<Date>`now()`), listedLot(eb)]);
  if (kind === 'lots') return eb.and([eb('lots.lot_status', 'not in', [...HIDDEN_LOT_STATUSES]), published]);
  // An archived lot (14) keeps the status its trade ended with in archived_from.
  const tradeStatus = sql<number>`coalesce(lots.archived_from, lots.lot_status)`;
  return eb.and([eb(tradeStatus, 'in', [...RESULT_TRADE_STATUSES]), published]);
}

export interface SitemapFileRow {
  n: number;
  lastmod: Date;
}

/** The files that hold at least one lot of the kind (`limit` ids each), with their newest change. */
export async function sitemapFiles(db: Db, kind: SitemapLotKind, limit: number): Promise<SitemapFileRow[]> {
  const n = sql<number>`(lots.id - 1) / ${sql.lit(limit)} + 1`;
  return db
    .selectFrom('lots')
    .leftJoin(lastFlows(db), 'f.lot_id', 'lots.id')
    .where((eb) => kindCondition(eb, kind))
    .select([n.as('n'), sql<Date>`max(${LAST_CHANGE})`.as('lastmod')])
    .groupBy(n)
    .orderBy(n)
    .execute();
}

export interface SitemapLotRow {
  id: number;
  lastmod: Date;
}

/** The lots of the kind whose ids lie in [fromId, toId], in id order (the primary key's range). */
export async function sitemapLots(
  db: Db,
  kind: SitemapLotKind,
  fromId: number,
  toId: number,
): Promise<SitemapLotRow[]> {
  return db
    .selectFrom('lots')
    .leftJoin(lastFlows(db, { fromId, toId }), 'f.lot_id', 'lots.id')
    .where('lots.id', '>=', fromId)
    .where('lots.id', '<=', toId)
    .where((eb) => kindCondition(eb, kind))
    .select(['lots.id', LAST_CHANGE.as('lastmod')])
    .orderBy('lots.id')
    .execute();
}
