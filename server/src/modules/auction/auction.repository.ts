/**
 * The engine's PostgreSQL side: the durable bid log, auto-bid maxima, and what a rebuild of a
 * live lot's Redis state reads. Functions take `db` or a transaction first.
 */
import { sql } from 'kysely';
import { LOT_STATUS, type BidView } from '@kimoshdi/shared';
import { chainHash, genesisHash, type ChainBid } from '@kimoshdi/shared/domain/trade/auction/bid-chain';
import type { Db } from '../../db/database';
import {
  beginLockingBidChains,
  chainFrom,
  lockBidChains,
  nodeSha256,
  readChainHeads,
  type ChainHead,
} from './bid-chain.repository';

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

export interface InsertBidsOptions {
  /** Lots whose end over-time moved (lot id -> new end): only these touch `lots`, whose every
   * UPDATE statement tells the catalogue's caches to forget (migration 0310). */
  movedEnds?: ReadonlyMap<number, number>;
  /**
   * The caller's memory of each lot's last chained bid (the group commit keeps one): a batch that
   * follows it needs no read. Checked against the record in the insert itself, and updated here
   * once the transaction has committed.
   */
  heads?: Map<number, ChainHead>;
}

export interface InsertedBids {
  /** Keys ("lot:seq") of rows whose seq is taken by a DIFFERENT bid: not durable, never acknowledged. */
  clashes: Set<string>;
  /** Lots whose committed chain disagrees with a recomputation: chained no further (a corruption to report). */
  brokenChains: number[];
}

/**
 * One group commit, one transaction: the lots' chains locked, the rows inserted with their chain
 * hashes (docs/bid-log.md), plus the lots' ends_at where over-time moved it. A row already there
 * (the reconciler or another process copied it) is skipped: the (lot_id, seq) key makes the copy
 * idempotent. The hashes are computed from each lot's last chained bid (the caller's memory, else
 * one read for all the batch's lots); only when the record holds rows this batch did not expect
 * (a copy ahead of its commit, a skipped row, a stale memory) does a lot's chain get walked again.
 */
export async function insertBids(
  db: Db,
  rows: readonly BidRow[],
  options: InsertBidsOptions = {},
): Promise<InsertedBids> {
  if (rows.length === 0) return { clashes: new Set(), brokenChains: [] };
  const lotIds = rows.map((row) => row.lotId);
  const movedEnds = options.movedEnds ?? new Map<number, number>();
  if (!db.isTransaction && options.heads) {
    const fast = await insertFollowingHeads(db, rows, movedEnds, options.heads);
    if (fast) return fast;
  }
  const run = (trx: Db) => insertChained(trx, rows, movedEnds, options.heads);
  let done: Awaited<ReturnType<typeof run>>;
  if (db.isTransaction) {
    await lockBidChains(db, lotIds);
    done = await run(db);
  } else {
    // BEGIN and the locks in one round trip, then the insert, then COMMIT (docs/bid-log.md).
    done = await db.connection().execute(async (conn) => {
      await beginLockingBidChains(conn, lotIds);
      try {
        const answer = await run(conn);
        await sql`COMMIT`.execute(conn);
        return answer;
      } catch (error) {
        await sql`ROLLBACK`.execute(conn).catch(() => undefined);
        throw error;
      }
    });
  }
  for (const [lotId, head] of done.heads) options.heads?.set(lotId, head);
  return { clashes: done.clashes, brokenChains: done.brokenChains };
}

/**
 * The columns rowColumns gives, in its order. Listed rather than `SELECT *` from the arrays: a
 * statement with a `*` is not named (db/named-statements.ts), and this one runs on every group commit.
 */
const BID_COLUMNS = sql.raw(
  'lot_id, seq, user_id, buyer_number, amount, kind, step_no, request_id, placed_at, ends_at, chain_hash',
);

/** The rows as the insert's unnest() columns, chain hashes last. */
function rowColumns(rows: readonly BidRow[], hashes: ReadonlyMap<BidRow, string>) {
  return sql`
        ${sql.val(rows.map((r) => r.lotId))}::int[],
        ${sql.val(rows.map((r) => r.seq))}::int[],
        ${sql.val(rows.map((r) => r.userId))}::bigint[],
        ${sql.val(rows.map((r) => r.buyerNumber))}::int[],
        ${sql.val(rows.map((r) => r.amount))}::bigint[],
        ${sql.val(rows.map((r) => r.kind))}::text[],
        ${sql.val(rows.map((r) => r.stepNo))}::int[],
        ${sql.val(rows.map((r) => r.requestId))}::text[],
        ${sql.val(rows.map((r) => new Date(r.placedAtMs).toISOString()))}::timestamptz[],
        ${sql.val(rows.map((r) => new Date(r.endsAtMs).toISOString()))}::timestamptz[],
        ${sql.val(rows.map((r) => hashes.get(r) ?? null))}::text[]`;
}

/**
 * The lots' ends_at moved forward where over-time moved it (a statement answering nothing else);
 * `gate`: a condition evaluated first (the guard, so the chains' locks come before any row lock).
 */
function moveEndsSql(movedEnds: ReadonlyMap<number, number>, gate = sql`true`) {
  const ends = [...movedEnds].map(([lotId, endsAtMs]) => ({
    lotId,
    endsAt: new Date(endsAtMs).toISOString(),
  }));
  return ends.length === 0
    ? sql`SELECT 1 WHERE false`
    : sql`UPDATE lots SET ends_at = e.ends_at
      FROM unnest(${sql.val(ends.map((e) => e.lotId))}::int[], ${sql.val(ends.map((e) => e.endsAt))}::timestamptz[])
        AS e (lot_id, ends_at)
      WHERE ${gate} AND lots.id = e.lot_id AND lots.ends_at < e.ends_at AND lots.lot_status IN (${LOT_STATUS.LIVE}, ${LOT_STATUS.PAUSED})
      RETURNING 1`;
}

/** The SQLSTATE bid_chain_guard() raises when a lot's chain is not where the caller remembers it. */
const HEADS_MOVED = 'KB001';

/**
 * The hot path: every lot of the batch follows the bid the caller last chained, so the whole
 * commit is one statement, as before the chain: bid_chain_guard() (migration 0640) takes the
 * locks and checks the remembered heads against the record, then the rows go in with their
 * hashes. Answers undefined when the batch does not follow the memory or the guard finds the
 * record moved (nothing was written): the caller takes the transaction path.
 */
async function insertFollowingHeads(
  db: Db,
  rows: readonly BidRow[],
  movedEnds: ReadonlyMap<number, number>,
  memory: Map<number, ChainHead>,
): Promise<InsertedBids | undefined> {
  const byLot = new Map<number, BidRow[]>();
  for (const row of rows) byLot.set(row.lotId, [...(byLot.get(row.lotId) ?? []), row]);
  const hashes = new Map<BidRow, string>();
  const heads: [number, ChainHead][] = [];
  const after = new Map<number, ChainHead>();
  for (const [lotId, lotRows] of byLot) {
    lotRows.sort((a, b) => a.seq - b.seq);
    const head = memory.get(lotId);
    if (!head || head.seq !== lotRows[0]!.seq - 1) return undefined;
    heads.push([lotId, head]);
    let last = head;
    for (const row of lotRows) {
      // A gap inside the batch: the transaction path leaves the rest unchained.
      if (row.seq !== last.seq + 1) return undefined;
      last = { seq: row.seq, hash: chainHash(last.hash, chainBidOfRow(row), nodeSha256) };
      hashes.set(row, last.hash);
    }
    after.set(lotId, last);
  }
  heads.sort(([a], [b]) => a - b);
  try {
    const { rows: inserted } = await sql<{ lot_id: number; seq: number }>`
      WITH guard AS (
        SELECT bid_chain_guard(
          ${sql.val(heads.map(([lotId]) => lotId))}::int[],
          ${sql.val(heads.map(([, head]) => head.seq))}::int[],
          ${sql.val(heads.map(([, head]) => head.hash))}::text[]) AS ok
      ), inserted AS (
        INSERT INTO bids (${BID_COLUMNS})
        SELECT ${BID_COLUMNS} FROM unnest(${rowColumns(rows, hashes)}) AS u (${BID_COLUMNS})
        WHERE (SELECT ok FROM guard)
        ON CONFLICT (lot_id, seq) DO NOTHING
        RETURNING lot_id, seq
      ), moved AS (${moveEndsSql(movedEnds, sql`(SELECT ok FROM guard)`)})
      SELECT lot_id, seq FROM inserted`.execute(db);
    // The guard saw nothing after the heads, with the locks held: every row went in.
    if (inserted.length !== rows.length) {
      for (const lotId of byLot.keys()) memory.delete(lotId);
      return { clashes: await clashesOf(db, rows, inserted), brokenChains: [] };
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === HEADS_MOVED) return undefined;
    throw error;
  }
  for (const [lotId, head] of after) memory.set(lotId, head);
  return { clashes: new Set(), brokenChains: [] };
}

/** Of the rows the insert skipped, those whose seq holds a DIFFERENT bid. */
async function clashesOf(
  db: Db,
  rows: readonly BidRow[],
  inserted: readonly { lot_id: number; seq: number }[],
): Promise<Set<string>> {
  const clashes = new Set<string>();
  const done = new Set(inserted.map((r) => `${r.lot_id}:${r.seq}`));
  const skipped = rows.filter((r) => !done.has(`${r.lotId}:${r.seq}`));
  if (skipped.length === 0) return clashes;
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

async function insertChained(
  trx: Db,
  rows: readonly BidRow[],
  movedEnds: ReadonlyMap<number, number>,
  memory: ReadonlyMap<number, ChainHead> | undefined,
): Promise<InsertedBids & { heads: Map<number, ChainHead> }> {
  const byLot = new Map<number, BidRow[]>();
  for (const row of rows) byLot.set(row.lotId, [...(byLot.get(row.lotId) ?? []), row]);
  for (const lotRows of byLot.values()) lotRows.sort((a, b) => a.seq - b.seq);

  // Each lot's head: the memory when the batch follows it (verified in the insert), else read.
  const heads = new Map<number, ChainHead | null>();
  const verify = new Set<number>();
  const toRead = new Map<number, number>();
  for (const [lotId, lotRows] of byLot) {
    const known = memory?.get(lotId);
    if (known && known.seq === lotRows[0]!.seq - 1) {
      heads.set(lotId, known);
      verify.add(lotId);
    } else toRead.set(lotId, lotRows[0]!.seq);
  }
  for (const [lotId, head] of await readChainHeads(trx, toRead)) heads.set(lotId, head);

  // Hashes of each lot's consecutive run after its head; a gap leaves the rest NULL for now.
  const hashes = new Map<BidRow, string>();
  const after = new Map<number, ChainHead>();
  for (const [lotId, lotRows] of byLot) {
    let last = heads.get(lotId);
    if (!last) continue;
    for (const row of lotRows) {
      if (row.seq !== last.seq + 1) break;
      last = { seq: row.seq, hash: chainHash(last.hash, chainBidOfRow(row), nodeSha256) };
      hashes.set(row, last.hash);
    }
    after.set(lotId, last);
  }

  const chained = [...heads].flatMap(([lotId, head]) =>
    head ? [{ lotId, ...head, verify: verify.has(lotId) }] : [],
  );
  // One statement: the insert, the ends, and two checks that see the record as it was before this
  // insert (a statement does not see its own rows): rows after a head that this batch did not
  // bring, and a remembered head the record does not hold.
  const { rows: answer } = await sql<{ kind: 'inserted' | 'after' | 'stale'; lot_id: number; seq: number }>`
    WITH inserted AS (
      INSERT INTO bids (${BID_COLUMNS})
      SELECT ${BID_COLUMNS} FROM unnest(${rowColumns(rows, hashes)}) AS u (${BID_COLUMNS})
      ON CONFLICT (lot_id, seq) DO NOTHING
      RETURNING lot_id, seq
    ), moved AS (${moveEndsSql(movedEnds)}),
    heads AS (
      SELECT h.lot_id, h.seq, h.hash, h.verify FROM unnest(
        ${sql.val(chained.map((h) => h.lotId))}::int[],
        ${sql.val(chained.map((h) => h.seq))}::int[],
        ${sql.val(chained.map((h) => h.hash))}::text[],
        ${sql.val(chained.map((h) => h.verify))}::boolean[]
      ) AS h (lot_id, seq, hash, verify)
    )
    SELECT 'inserted' AS kind, lot_id, seq FROM inserted
    UNION ALL
    SELECT 'after', h.lot_id, 0 FROM heads h
      WHERE EXISTS (SELECT 1 FROM bids b WHERE b.lot_id = h.lot_id AND b.seq > h.seq)
    UNION ALL
    SELECT 'stale', h.lot_id, 0 FROM heads h
      WHERE h.verify AND NOT EXISTS (
        SELECT 1 FROM bids b WHERE b.lot_id = h.lot_id AND b.seq = h.seq AND b.chain_hash = h.hash)
  `.execute(trx);

  const inserted = answer.filter((r) => r.kind === 'inserted');
  const mine = new Map<number, Set<number>>();
  for (const r of inserted) mine.set(r.lot_id, (mine.get(r.lot_id) ?? new Set()).add(r.seq));
  const brokenChains: number[] = [];
  const walk = new Set(answer.filter((r) => r.kind !== 'inserted').map((r) => r.lot_id));
  for (const lotId of walk) {
    const lotRows = byLot.get(lotId)!;
    const stale = answer.some((r) => r.kind === 'stale' && r.lot_id === lotId);
    const head = stale
      ? (await readChainHeads(trx, new Map([[lotId, lotRows[0]!.seq]]))).get(lotId)
      : heads.get(lotId);
    if (!head) {
      after.delete(lotId);
      continue;
    }
    const walked = await chainFrom(trx, lotId, head, mine.get(lotId) ?? new Set());
    after.set(lotId, walked.head);
    if (walked.broken) brokenChains.push(lotId);
  }
  // Heads worth remembering: a lot whose run reached at least one bid.
  const remembered = new Map([...after].filter(([, head]) => head.seq > 0));

  return { clashes: await clashesOf(trx, rows, inserted), brokenChains, heads: remembered };
}

const chainBidOfRow = (row: BidRow): ChainBid => ({
  seq: row.seq,
  buyerNumber: row.buyerNumber,
  amount: row.amount,
  placedAtMs: row.placedAtMs,
  stepNo: row.stepNo,
});

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
  lotNumber: string;
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
      'lots.lot_number',
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
    lotNumber: row.lot_number,
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

/**
 * The auction's row for a live lot that has none yet (a lot made live by a seed or a test), with
 * its chain's genesis (docs/bid-log.md).
 */
export async function ensureAuctionRow(db: Db, lot: LotRecord, stepMode: 'standard' | 'flat'): Promise<void> {
  await db
    .insertInto('auctions')
    .values({
      lot_id: lot.id,
      step_mode: stepMode,
      started_at: lot.startsAt,
      scheduled_end_at: lot.endsAt,
      chain_genesis: genesisHash({
        lotId: lot.id,
        lotNumber: lot.lotNumber,
        startPrice: lot.startPrice,
        startedAtMs: lot.startsAt.getTime(),
        stepMode,
      }),
    })
    .onConflict((oc) => oc.column('lot_id').doNothing())
    .execute();
}

/** The last two bids and the bid count: the current price, leader, second to last offer, seq. */
/** The end the lot was scheduled with, before any over-time moved it (null: no auction row yet). */
export async function scheduledEndOf(db: Db, lotId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('auctions')
    .select('scheduled_end_at')
    .where('lot_id', '=', lotId)
    .executeTakeFirst();
  return row?.scheduled_end_at ? new Date(row.scheduled_end_at) : null;
}

/** A bid with its bidder's language and its lot's number (the outbid notices' read). */
export interface BidWithBidder {
  lot_id: number;
  seq: number;
  user_id: string;
  buyer_number: number;
  amount: string;
  lang: string | null;
  lot_number: string;
}

/**
 * The bids of several lots, each from seq `from` to `to`, with their bidders' languages and the
 * lot's number; by lot, then seq. One statement for any number of lots: the ranges go as arrays.
 */
export async function bidsWithBidders(
  db: Db,
  ranges: readonly { lotId: number; from: number; to: number }[],
): Promise<BidWithBidder[]> {
  const { rows } = await sql<BidWithBidder>`
    SELECT b.lot_id, b.seq, b.user_id, b.buyer_number, b.amount, u.lang, l.lot_number
    FROM unnest(${ranges.map((r) => r.lotId)}::int[], ${ranges.map((r) => r.from)}::int[],
                ${ranges.map((r) => r.to)}::int[]) AS r (lot_id, from_seq, to_seq)
    JOIN bids b ON b.lot_id = r.lot_id AND b.seq BETWEEN r.from_seq AND r.to_seq
    JOIN users u ON u.id = b.user_id
    JOIN lots l ON l.id = b.lot_id
    ORDER BY b.lot_id, b.seq`.execute(db);
  return rows;
}

/** Which of these seqs of the lot the record already holds. */
export async function storedBidSeqs(db: Db, lotId: number, seqs: readonly number[]): Promise<number[]> {
  const stored = await db
    .selectFrom('bids')
    .select('seq')
    .where('lot_id', '=', lotId)
    .where('seq', 'in', seqs)
    .execute();
  return stored.map((row) => row.seq);
}

/** When the lot's auction started (undefined: not yet). */
export async function auctionStart(db: Db, lotId: number) {
  return db.selectFrom('auctions').select('started_at').where('lot_id', '=', lotId).executeTakeFirst();
}

/** The lot's technical interruptions, oldest first. */
export async function interruptionsOf(db: Db, lotId: number) {
  return db
    .selectFrom('auction_interruptions')
    .select(['paused_at', 'resumed_at'])
    .where('lot_id', '=', lotId)
    .orderBy('id')
    .execute();
}

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
