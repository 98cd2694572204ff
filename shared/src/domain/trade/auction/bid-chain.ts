/**
 * The public bid log's hash chain (docs/bid-log.md): every committed bid of a lot carries
 *   hash_n = SHA-256(hash_(n-1) as 32 raw bytes || UTF-8 "seq|buyer_number|amount|placed_at_ms|step_no")
 * and hash_0, the genesis, is SHA-256 of one UTF-8 line naming the lot and its step rule. The last
 * hash (the genesis when nobody bid) is the lot's digest: change, drop or insert any bid and every
 * later hash changes.
 *
 * SHA-256 comes from @noble/hashes: synchronous (the group commit hashes inside its transaction)
 * and the same code in Node and the browser, where Web Crypto would be asynchronous and Node's
 * crypto does not exist. The server passes Node's native SHA-256 instead (`Sha256`), about four
 * times faster on the commit's hot path; the bytes hashed are the same, built here. The standalone verifier (scripts/verify-auction.mjs) repeats these lines
 * with node:crypto; the integration tests run both over the same logs.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { LARGE_STEPS, STEP_BASIS_POINTS, type StepMode } from './steps';

/** The first field of the genesis line: a later encoding gets a new one. */
export const BID_LOG_VERSION = 'kimoshdi-bid-log/1';

/** What the genesis is made of: the lot, its start, its step rule. */
export interface GenesisInput {
  lotId: number;
  /** Free text, so it comes last: everything after the tenth '|' is the lot number. */
  lotNumber: string;
  /** Tiyin. */
  startPrice: bigint | string;
  /** The auction's start (auctions.started_at), epoch milliseconds. */
  startedAtMs: number;
  stepMode: StepMode;
}

/** One bid as the chain covers it. */
export interface ChainBid {
  seq: number;
  /** A whole number (lot_result_bids keeps it as text, the API answers it as a string). */
  buyerNumber: number | string;
  /** Tiyin. */
  amount: bigint | string;
  /** Redis TIME when the engine accepted it, epoch milliseconds. */
  placedAtMs: number;
  /** Price steps taken once this bid stands (an auto-bid duel may take several in one bid). */
  stepNo: number;
}

/** A SHA-256 implementation: the digest (32 bytes) of the bytes given. */
export type Sha256 = (bytes: Uint8Array) => Uint8Array;

const HEX_64 = /^[0-9a-f]{64}$/;

/** A whole number as the chain writes it: base 10, no sign, no leading zeros. */
function decimal(value: bigint | string | number, field: string): string {
  const text = typeof value === 'string' ? value : value.toString();
  if (!/^(0|[1-9]\d*)$/.test(text)) throw new RangeError(`${field} is not a canonical whole number: ${text}`);
  return text;
}

/**
 * "kimoshdi-bid-log/1|genesis|lot_id|start_price|started_at_ms|step_mode|large_bp|large_steps|small_bp|flat_bp|lot_number"
 * The step rule is written out whole (both modes' percentages in basis points), so a change of the
 * rule can never leave an old genesis meaning something else.
 */
export function genesisLine(input: GenesisInput): string {
  return [
    BID_LOG_VERSION,
    'genesis',
    decimal(input.lotId, 'lot_id'),
    decimal(input.startPrice, 'start_price'),
    decimal(input.startedAtMs, 'started_at_ms'),
    input.stepMode,
    STEP_BASIS_POINTS.large,
    LARGE_STEPS,
    STEP_BASIS_POINTS.small,
    STEP_BASIS_POINTS.flat,
    input.lotNumber,
  ].join('|');
}

export function genesisHash(input: GenesisInput): string {
  return bytesToHex(sha256(utf8ToBytes(genesisLine(input))));
}

/** "seq|buyer_number|amount|placed_at_ms|step_no" */
export function bidLine(bid: ChainBid): string {
  return [
    decimal(bid.seq, 'seq'),
    decimal(bid.buyerNumber, 'buyer_number'),
    decimal(bid.amount, 'amount'),
    decimal(bid.placedAtMs, 'placed_at_ms'),
    decimal(bid.stepNo, 'step_no'),
  ].join('|');
}

/** hash_n from hash_(n-1) (64 lowercase hex) and bid n. */
export function chainHash(previous: string, bid: ChainBid, hash: Sha256 = sha256): string {
  if (!HEX_64.test(previous)) throw new RangeError(`not a SHA-256 hex digest: ${previous}`);
  const line = utf8ToBytes(bidLine(bid));
  const input = new Uint8Array(32 + line.length);
  input.set(hexToBytes(previous), 0);
  input.set(line, 32);
  return bytesToHex(hash(input));
}

/** The hashes of consecutive bids following `previous`, in order. */
export function chainBids(previous: string, bids: readonly ChainBid[], hash: Sha256 = sha256): string[] {
  const hashes: string[] = [];
  let last = previous;
  for (const bid of bids) {
    last = chainHash(last, bid, hash);
    hashes.push(last);
  }
  return hashes;
}
