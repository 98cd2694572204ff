/**
 * The engine's PostgreSQL side: the durable bid log, auto-bid maxima, and what a rebuild of a
 * live lot's Redis state reads. Functions take `db` or a transaction first.
 */
import { sql } from 'kysely';
import { LOT_STATUS, type BidView } from '@kimoshdi/shared';
import type { Db } from '../../db/database';

/** A bid as the engine accepted it, ready for the `bids` table. */
export interface BidRow {
  lotId: number;
  seq: number;
  userId: string;
  buyerNumber: number;
  amount: string;
  kind: 'manual' | 'auto';
  stepNo: number;
  requestId: string | null;
  placedAtMs: number;
  endsAtMs: number;
}

/**
 * One group commit: every row in one statement (a statement is its own transaction), plus the
 * lots' ends_at where over-time moved it. A row already there (the reconciler or another process
 * copied it) is skipped: the (lot_id, seq) key makes the copy idempotent. Answers the keys
 * ("lot:seq") of rows whose seq is taken by a DIFFERENT bid: those are not durable and must not
 * be acknowledged (only possible when Redis lost state while a commit was in flight).
 */
export async function insertBids(
  db: Db,
  rows: readonly BidRow[],
  /** Lots whose end over-time moved (lot id -> new end): only these touch `lots`, whose every
   * UPDATE statement tells the catalogue's caches to forget (migration 0310). */
  movedEnds: ReadonlyMap<number, number> = new Map(),
): Promise<Set<string>> {
  const clashes = new Set<string>();
  if (rows.length === 0) return clashes;
  const ends = [...movedEnds].map(([lotId, endsAtMs]) => ({
    lotId,
    endsAt: new Date(endsAtMs).toISOString(),
  }));
  const moveEnds =
    ends.length === 0
      ? sql`SELECT 1 WHERE false`
      : sql`UPDATE lots SET ends_at = e.ends_at
      FROM unnest(${sql.val(ends.map((e) => e.lotId))}::int[], ${sql.val(ends.map((e) => e.endsAt))}::timestamptz[])
        AS e (lot_id, ends_at)
      WHERE lots.id = e.lot_id AND lots.ends_at < e.ends_at AND lots.lot_status IN (${LOT_STATUS.LIVE}, ${LOT_STATUS.PAUSED})
      RETURNING 1`;
  // One round trip: the insert and the ends_at update as one statement (CTE), one transaction.
  const { rows: inserted } = await sql<{ lot_id: number; seq: number }>`
    WITH inserted AS (
      INSERT INTO bids (lot_id, seq, user_id, buyer_number, amount, kind, step_no, request_id, placed_at, ends_at)
      SELECT * FROM unnest(
        ${sql.val(rows.map((r) => r.lotId))}::int[],
        ${sql.val(rows.map((r) => r.seq))}::int[],
        ${sql.val(rows.map((r) => r.userId))}::bigint[],
        ${sql.val(rows.map((r) => r.buyerNumber))}::int[],
        ${sql.val(rows.map((r) => r.amount))}::bigint[],
        ${sql.val(rows.map((r) => r.kind))}::text[],
        ${sql.val(rows.map((r) => r.stepNo))}::int[],
        ${sql.val(rows.map((r) => r.requestId))}::text[],
        ${sql.val(rows.map((r) => new Date(r.placedAtMs).toISOString()))}::timestamptz[],
        ${sql.val(rows.map((r) => new Date(r.endsAtMs).toISOString()))}::timestamptz[]
      )
      ON CONFLICT (lot_id, seq) DO NOTHING
      RETURNING lot_id, seq
    ), moved AS (${moveEnds})
    SELECT lot_id, seq FROM inserted
  `.execute(db);
  if (inserted.length === rows.length) return clashes;
  const done = new Set(inserted.map((r) => `${r.lot_id}:${r.seq}`));
  const skipped = rows.filter((r) => !done.has(`${r.lotId}:${r.seq}`));
  const stored = await db
    .selectFrom('bids')
    .select(['lot_id', 'seq', 'user_id', 'amount'])
    .where((eb) => eb.or(skipped.map((r) => eb.and([eb('lot_id', '=', r.lotId), eb('seq', '=', r.seq)]))))
    .execute();
  const byKey = new Map(stored.map((r) => [`${r.lot_id}:${r.seq}`, r]));
  for (const row of skipped) {
    const key = `${row.lotId}:${row.seq}`;
    const other = byKey.get(key);
    if (!other || String(other.user_id) !== row.userId || String(other.amount) !== row.amount)
      clashes.add(key);
  }
  return clashes;
}

export function toBidView(row: {
  seq: number;
  amount: string;
  buyer_number: number;
  kind: string;
  placed_at: Date | string;
}): BidView {
  return {
    seq: row.seq,
    amount: String(row.amount),
    buyer_number: row.buyer_number,
    kind: row.kind === 'auto' ? 'auto' : 'manual',
    at: new Date(row.placed_at).getTime(),
  };
}

/** The newest bids of a lot, newest first. */
export async function lastBids(db: Db, lotId: number, limit: number): Promise<BidView[]> {
  const rows = await db
    .selectFrom('bids')
    .select(['seq', 'amount', 'buyer_number', 'kind', 'placed_at'])
    .where('lot_id', '=', lotId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toBidView);
}

/** Count and highest seq of each lot's bids (the reconciler's gap check). */
export async function bidCounts(
  db: Db,
  lotIds: readonly number[],
): Promise<Map<number, { count: number; maxSeq: number }>> {
  if (lotIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bids')
    .select(['lot_id', sql<string>`count(*)`.as('count'), sql<number>`max(seq)`.as('max_seq')])
    .where('lot_id', 'in', lotIds)
    .groupBy('lot_id')
    .execute();
  return new Map(rows.map((r) => [r.lot_id, { count: Number(r.count), maxSeq: Number(r.max_seq) }]));
}

/** What a rebuild of a lot's live state reads from the record. */
export interface LotRecord {
  id: number;
  tradeType: number;
  lotStatus: number;
  startPrice: string;
  startsAt: Date;
  endsAt: Date;
  publishedAt: Date;
  overTimeMinutes: number;
  stepMode: 'standard' | 'flat' | null;
  pausedAt: Date | null;
  scheduledEndAt: Date | null;
}

export async function findLotRecord(db: Db, lotId: number): Promise<LotRecord | undefined> {
  const row = await db
    .selectFrom('lots')
    .leftJoin('auctions', 'auctions.lot_id', 'lots.id')
    .select([
      'lots.id',
      'lots.trade_type',
      'lots.lot_status',
      'lots.start_price',
      'lots.starts_at',
      'lots.ends_at',
      'lots.published_at',
      'lots.over_time_minutes',
      'auctions.step_mode',
      'auctions.paused_at',
      'auctions.scheduled_end_at',
    ])
    .where('lots.id', '=', lotId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    tradeType: row.trade_type,
    lotStatus: row.lot_status,
    startPrice: String(row.start_price),
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    publishedAt: new Date(row.published_at),
    overTimeMinutes: row.over_time_minutes,
    stepMode: (row.step_mode as 'standard' | 'flat' | null) ?? null,
    pausedAt: row.paused_at ? new Date(row.paused_at) : null,
    scheduledEndAt: row.scheduled_end_at ? new Date(row.scheduled_end_at) : null,
  };
}

/** The auction's row for a live lot that has none yet (a lot made live by a seed or a test). */
export async function ensureAuctionRow(db: Db, lot: LotRecord, stepMode: 'standard' | 'flat'): Promise<void> {
  await db
    .insertInto('auctions')
    .values({
      lot_id: lot.id,
      step_mode: stepMode,
      started_at: lot.startsAt,
      scheduled_end_at: lot.endsAt,
    })
    .onConflict((oc) => oc.column('lot_id').doNothing())
    .execute();
}

/** The last two bids and the bid count: the current price, leader, second to last offer, seq. */
export async function lotBidHead(db: Db, lotId: number) {
  return db
    .selectFrom('bids')
    .select(['seq', 'user_id', 'buyer_number', 'amount', 'step_no', 'ends_at'])
    .where('lot_id', '=', lotId)
    .orderBy('seq', 'desc')
    .limit(2)
    .execute();
}

export async function lotAutoBids(db: Db, lotId: number) {
  return db
    .selectFrom('auto_bids')
    .select(['user_id', 'max_amount', 'set_order'])
    .where('lot_id', '=', lotId)
    .execute();
}

export async function saveAutoBid(
  db: Db,
  row: { lotId: number; userId: string; max: string; order: number },
): Promise<void> {
  await db
    .insertInto('auto_bids')
    .values({ lot_id: row.lotId, user_id: row.userId, max_amount: row.max, set_order: row.order })
    .onConflict((oc) =>
      oc.columns(['lot_id', 'user_id']).doUpdateSet({
        max_amount: row.max,
        set_order: row.order,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export async function removeAutoBid(db: Db, lotId: number, userId: string): Promise<void> {
  await db.deleteFrom('auto_bids').where('lot_id', '=', lotId).where('user_id', '=', userId).execute();
}

/** Live and paused lots (the reconciler's and the board's list). */
export async function liveLotIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('lots').select('id').where('lot_status', 'in', [4, 12]).execute();
  return rows.map((r) => r.id);
}

/** The auto-bids these users hold on live and paused lots (withdrawn when they are barred). */
export async function liveAutoBidsOf(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('auto_bids as a')
    .innerJoin('lots as l', 'l.id', 'a.lot_id')
    .select(['a.lot_id', 'a.user_id'])
    .where('a.user_id', 'in', userIds)
    .where('l.lot_status', 'in', [4, 12])
    .execute();
}
