/**
 * The bid chain's PostgreSQL side (docs/bid-log.md): hashes are computed in the transaction that
 * commits the bids, and a committed hash is never rewritten. Per lot, the chain is a prefix: bids
 * 1..k carry hashes, a bid whose predecessor is not in the record yet stays NULL until the insert
 * that fills the gap chains it. Inserts of one lot's bids are serialised by a transaction-scoped
 * advisory lock, so two processes (or a process and the reconciler) never both miss each other's
 * rows and leave a NULL behind. Functions take a transaction first.
 */
import { createHash } from 'node:crypto';
import {
  chainHash,
  genesisHash,
  type ChainBid,
  type Sha256,
} from '@kimoshdi/shared/domain/trade/auction/bid-chain';
import { genesisInputOf } from '@kimoshdi/shared/domain/trade/auction/genesis-input';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema.generated';

/** The last chained bid of a lot (seq 0: the genesis, nobody chained yet). */
export interface ChainHead {
  seq: number;
  hash: string;
}

/** Node's native SHA-256 for the commit's hot path: the same digest as the shared default, faster. */
export const nodeSha256: Sha256 = (bytes) => createHash('sha256').update(bytes).digest();

/** First key of the two-key advisory locks of bid chains ("bidc"), apart from any other lock. */
const CHAIN_LOCK_SPACE = 0x62696463;

/** Locks the chains of these lots until the transaction ends, always in lot id order (no deadlock). */
export async function lockBidChains(trx: Db, lotIds: readonly number[]): Promise<void> {
  const ids = [...new Set(lotIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await sql`SELECT pg_advisory_xact_lock(${CHAIN_LOCK_SPACE}, l) FROM unnest(${sql.val(ids)}::int[]) AS l`.execute(
    trx,
  );
}

/**
 * BEGIN and the chains' locks in one round trip, on a connection of its own (the group commit's
 * hot path: the transaction is then one more statement and COMMIT). A statement without
 * parameters goes as a simple query, which may hold several; the ids are whole numbers checked here.
 */
export async function beginLockingBidChains(conn: Db, lotIds: readonly number[]): Promise<void> {
  const ids = [...new Set(lotIds)].sort((a, b) => a - b);
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new TypeError('lot ids must be whole numbers');
  const lock =
    ids.length === 0
      ? ''
      : `; SELECT pg_advisory_xact_lock(${CHAIN_LOCK_SPACE}, l) FROM unnest('{${ids.join(',')}}'::int[]) AS l`;
  await sql.raw(`BEGIN${lock}`).execute(conn);
}

/**
 * Each lot's last chained bid below `below` (lot id -> the lowest seq about to be inserted), else
 * its genesis; null for a lot without an auction record (no genesis, so no chain). A record made
 * before the chain existed gets its genesis here, in the caller's transaction.
 */
export async function readChainHeads(
  trx: Db,
  below: ReadonlyMap<number, number>,
): Promise<Map<number, ChainHead | null>> {
  const heads = new Map<number, ChainHead | null>();
  if (below.size === 0) return heads;
  const { rows } = await sql<{
    lot_id: number;
    lot_number: string;
    start_price: string;
    published_at: Date;
    has_auction: boolean;
    step_mode: string | null;
    started_at: Date | null;
    chain_genesis: string | null;
    head_seq: number | null;
    head_hash: string | null;
  }>`
    SELECT l.lot_id, lots.lot_number, lots.start_price, lots.published_at, a.lot_id IS NOT NULL AS has_auction,
      a.step_mode, a.started_at, a.chain_genesis, h.seq AS head_seq, h.chain_hash AS head_hash
    FROM unnest(${sql.val([...below.keys()])}::int[], ${sql.val([...below.values()])}::int[]) AS l (lot_id, below)
    JOIN lots ON lots.id = l.lot_id
    LEFT JOIN auctions a ON a.lot_id = l.lot_id
    LEFT JOIN LATERAL (
      SELECT b.seq, b.chain_hash FROM bids b
      WHERE b.lot_id = l.lot_id AND b.seq < l.below AND b.chain_hash IS NOT NULL
      ORDER BY b.seq DESC LIMIT 1
    ) h ON true`.execute(trx);
  for (const row of rows) {
    if (row.head_seq !== null && row.head_hash !== null) {
      heads.set(row.lot_id, { seq: row.head_seq, hash: row.head_hash });
    } else if (!row.has_auction || !row.started_at) {
      heads.set(row.lot_id, null);
    } else {
      heads.set(row.lot_id, { seq: 0, hash: row.chain_genesis ?? (await writeGenesis(trx, row)) });
    }
  }
  return heads;
}

async function writeGenesis(
  trx: Db,
  row: {
    lot_id: number;
    lot_number: string;
    start_price: string;
    published_at: Date;
    step_mode: string | null;
    started_at: Date | null;
  },
): Promise<string> {
  const genesis = genesisHash(genesisInputOf({ ...row, started_at: row.started_at ?? new Date(0) }));
  await trx
    .updateTable('auctions')
    .set({ chain_genesis: genesis })
    .where('lot_id', '=', row.lot_id)
    .where('chain_genesis', 'is', null)
    .execute();
  return genesis;
}

/** A bid row as the chain reads it back from `bids`. */
interface StoredBid {
  seq: number;
  buyer_number: number;
  amount: string;
  step_no: number;
  placed_at: Date;
  chain_hash: string | null;
}

export const chainBidOf = (row: Omit<StoredBid, 'chain_hash'>): ChainBid => ({
  seq: row.seq,
  buyerNumber: row.buyer_number,
  amount: String(row.amount),
  placedAtMs: new Date(row.placed_at).getTime(),
  stepNo: row.step_no,
});

export interface Rechained {
  /** The new last chained bid. */
  head: ChainHead;
  /** A committed hash that disagrees with its predecessor was met: the chain stops there. */
  broken: boolean;
}

/**
 * Walks the lot's bids after `head` in seq order and gives each consecutive one its hash: rows
 * still NULL and rows this transaction inserted (`mine`, whose hashes were computed before the
 * insert and may rest on a row that turned out different) get what the walk computes; after a gap
 * the rows this transaction inserted go back to NULL. A committed hash is never changed.
 */
export async function chainFrom(
  trx: Db,
  lotId: number,
  head: ChainHead,
  mine: ReadonlySet<number>,
): Promise<Rechained> {
  const rows: StoredBid[] = await trx
    .selectFrom('bids')
    .select(['seq', 'buyer_number', 'amount', 'step_no', 'placed_at', 'chain_hash'])
    .where('lot_id', '=', lotId)
    .where('seq', '>', head.seq)
    .orderBy('seq')
    .execute();
  const updates: { seq: number; hash: string | null }[] = [];
  let last = head;
  let broken = false;
  let chaining = true;
  for (const row of rows) {
    if (chaining && row.seq === last.seq + 1) {
      const hash = chainHash(last.hash, chainBidOf(row), nodeSha256);
      if (row.chain_hash === hash || row.chain_hash === null || mine.has(row.seq)) {
        if (row.chain_hash !== hash) updates.push({ seq: row.seq, hash });
        last = { seq: row.seq, hash };
        continue;
      }
      broken = true;
    }
    chaining = false;
    if (mine.has(row.seq) && row.chain_hash !== null) updates.push({ seq: row.seq, hash: null });
  }
  if (updates.length > 0) {
    await sql`UPDATE bids SET chain_hash = u.hash
      FROM unnest(${sql.val(updates.map((u) => u.seq))}::int[], ${sql.val(updates.map((u) => u.hash))}::text[]) AS u (seq, hash)
      WHERE bids.lot_id = ${lotId} AND bids.seq = u.seq`.execute(trx);
  }
  return { head: last, broken };
}

/**
 * The demo only (server/src/demo): its lots' history is made up and moved forward in time at every
 * start, which changes what the chain covers, so the demo writes the chain of such a lot afresh:
 * the genesis from the auction's record, then every bid. No real lot's chain is ever rewritten.
 */
export async function rewriteDemoChain(db: Db, lotId: number): Promise<void> {
  const run = async (trx: Transaction<DB>) => {
    await lockBidChains(trx, [lotId]);
    await trx.updateTable('auctions').set({ chain_genesis: null }).where('lot_id', '=', lotId).execute();
    await trx.updateTable('bids').set({ chain_hash: null }).where('lot_id', '=', lotId).execute();
    const head = (await readChainHeads(trx, new Map([[lotId, 1]]))).get(lotId);
    if (head) await chainFrom(trx, lotId, head, new Set());
  };
  if (db.isTransaction) await run(db as Transaction<DB>);
  else await db.transaction().execute(run);
}
