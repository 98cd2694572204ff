/**
 * The end-of-run checks every auction scenario reports (issue 5): `acked_lost` (acknowledged bids
 * the `bids` table lacks, or holds with another amount), `seq_gaps` (seqs missing from the table,
 * plus seqs a client never received even after its final resync from lot-game-info), and
 * `consistent` (the PostgreSQL log = the Redis state = what each client saw after resync).
 */
import type { Database } from '../../server/src/db/database';
import type { Redis } from '../../server/src/redis/connection';
import { createKeys } from '../../server/src/redis/keys';

export interface ClientView {
  /** "seq:price" after the resync -> how many clients hold it. */
  finalStates: Record<string, number>;
  /** seq -> amount as the clients saw the bids. */
  seen: Map<number, string>;
  gaps: number;
  /** Amount conflicts between clients. */
  conflicts: number;
}

export interface Consistency {
  acked_lost: number;
  seq_gaps: number;
  consistent: boolean;
  table: { bids: number; max_seq: number; last_amount: string | null; gaps: number };
  redis: { seq: number; price: string | null } | null;
  client_gaps: number;
  problems: string[];
}

export async function checkLot(options: {
  db: Database;
  redis: Redis;
  redisPrefix: string;
  lotId: number;
  /** [seq, amount, request_id] of every bid an ack carried. */
  acked: readonly (readonly [number, string, string])[];
  clients?: ClientView;
  /** false after the close, when Redis no longer holds the lot (engine.forget). */
  expectRedisState?: boolean;
}): Promise<Consistency> {
  const { db, lotId } = options;
  const problems: string[] = [];
  const rows = await db
    .selectFrom('bids')
    .select(['seq', 'amount', 'request_id'])
    .where('lot_id', '=', lotId)
    .orderBy('seq')
    .execute();
  const bySeq = new Map(rows.map((r) => [r.seq, String(r.amount)]));
  const maxSeq = rows.length ? (rows[rows.length - 1]?.seq ?? 0) : 0;
  const lastAmount = rows.length ? String(rows[rows.length - 1]?.amount) : null;
  const tableGaps = maxSeq - rows.length;
  if (tableGaps > 0)
    problems.push(`lot ${lotId}: ${tableGaps} seqs missing from the bids table (max ${maxSeq})`);

  let ackedLost = 0;
  for (const [seq, amount] of options.acked) {
    if (bySeq.get(seq) !== amount) ackedLost += 1;
  }
  if (ackedLost > 0)
    problems.push(`lot ${lotId}: ${ackedLost} acknowledged bids missing or different in the table`);

  let redisView: Consistency['redis'] = null;
  if (options.expectRedisState !== false) {
    const hash = await options.redis.hgetall(createKeys(options.redisPrefix).lot(lotId).state);
    redisView = { seq: Number(hash.seq ?? -1), price: hash.price ? hash.price : null };
    if (redisView.seq !== maxSeq || redisView.price !== lastAmount) {
      problems.push(
        `lot ${lotId}: Redis state seq ${redisView.seq} price ${redisView.price} but the table ends at seq ${maxSeq} amount ${lastAmount}`,
      );
    }
  }

  let clientGaps = 0;
  if (options.clients) {
    const expected = `${maxSeq}:${lastAmount ?? ''}`;
    for (const [state, n] of Object.entries(options.clients.finalStates)) {
      if (state !== expected)
        problems.push(`lot ${lotId}: ${n} clients ended at ${state}, the table at ${expected}`);
    }
    let wrong = 0;
    for (const [seq, amount] of options.clients.seen) if (bySeq.get(seq) !== amount) wrong += 1;
    if (wrong > 0) problems.push(`lot ${lotId}: clients saw ${wrong} bids the table does not hold as seen`);
    if (options.clients.conflicts > 0)
      problems.push(`lot ${lotId}: clients saw ${options.clients.conflicts} bids with different amounts`);
    clientGaps = options.clients.gaps;
    if (clientGaps > 0)
      problems.push(`lot ${lotId}: clients missed ${clientGaps} bids even after the resync`);
  }

  return {
    acked_lost: ackedLost,
    seq_gaps: tableGaps + clientGaps,
    consistent: problems.length === 0,
    table: { bids: rows.length, max_seq: maxSeq, last_amount: lastAmount, gaps: tableGaps },
    redis: redisView,
    client_gaps: clientGaps,
    problems,
  };
}

/**
 * Waits (at most `timeoutMs`) until the bids table holds the last bid Redis accepted: requests the
 * load generator stopped waiting for at the end of its run may still be committing on a loaded
 * machine, and are checked once they are done rather than counted as a disagreement.
 */
export async function waitForRecord(options: {
  db: Database;
  redis: Redis;
  redisPrefix: string;
  lotId: number;
  timeoutMs?: number;
}): Promise<void> {
  const until = Date.now() + (options.timeoutMs ?? 30_000);
  const stateKey = createKeys(options.redisPrefix).lot(options.lotId).state;
  while (Date.now() < until) {
    const [seq, row] = await Promise.all([
      options.redis.hget(stateKey, 'seq'),
      options.db
        .selectFrom('bids')
        .select((eb) => eb.fn.max('seq').as('max'))
        .where('lot_id', '=', options.lotId)
        .executeTakeFirst(),
    ]);
    if (Number(seq ?? 0) <= Number(row?.max ?? 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
