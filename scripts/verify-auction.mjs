#!/usr/bin/env node
// Verifies a finished Kimoshdi auction from its public bid log (docs/bid-log.md), trusting nothing
// of the platform's code: plain JavaScript, Node 20 or newer alone (node:crypto and fetch), so this
// one file can be copied anywhere and run.
//
//   node verify-auction.mjs <base-url> <lot-id> [--digest <hex>] [--per-page <1..500>]
//   npm run verify-auction -- https://kimoshdi.uz 123
//
// It downloads every page of GET <base-url>/api/shop/shop-lots/bid-log?lot_id=..., recomputes the
// genesis and the hash chain, checks the auction rules (seq 1..n without gaps, times never going
// back, nobody outbidding themselves, each bid at least the previous price plus the steps it took,
// the winner and final price those of the last bid) and prints OK with the final digest, or the
// FIRST entry where the log breaks and why. --digest compares the final digest with one you hold
// (printed in the results protocol, or noted from the result page). Exit code 0: OK; 1: broken or
// not verifiable.
import { createHash } from 'node:crypto';

// The platform's published step rule (docs/domain.md "The auction"): basis points of the START
// price. A log claiming another rule is refused, whatever its hashes say.
const RULE = { large_bp: 500, large_steps: 4, small_bp: 300, flat_bp: 200 };
const VERSION = 'kimoshdi-bid-log/1';
const HEX64 = /^[0-9a-f]{64}$/;
const WHOLE = /^(0|[1-9][0-9]*)$/;

class Broken extends Error {
  constructor(where, why) {
    super(why);
    this.where = where;
  }
}

const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** A whole number as the chain writes it (base 10, no sign, no leading zero), else Broken. */
function whole(value, where, field) {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !WHOLE.test(text))
    throw new Broken(where, `${field} is not a whole number: ${value}`);
  return text;
}

function stepAmount(startPrice, step, mode) {
  const bp = mode === 'flat' ? RULE.flat_bp : step <= RULE.large_steps ? RULE.large_bp : RULE.small_bp;
  return (startPrice * BigInt(bp)) / 10000n;
}

async function fetchJson(url) {
  let response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new Broken('download', `cannot reach ${url}: ${error.cause?.message ?? error.message}`);
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = body?.ERROR ? `${body.ERROR.code}: ${body.ERROR.message}` : `HTTP ${response.status}`;
    throw new Broken('download', `${url} answered ${reason}`);
  }
  return body;
}

/** Every page of the log: the first page's header and all items in order. */
async function download(baseUrl, lotId, perPage) {
  const base = `${baseUrl.replace(/\/+$/, '')}/api/shop/shop-lots/bid-log?lot_id=${encodeURIComponent(lotId)}`;
  const first = await fetchJson(`${base}&page=1&per_page=${perPage}`);
  const items = [...first.items];
  const pages = Math.ceil(first.total / perPage);
  for (let page = 2; page <= pages; page += 1) {
    const next = await fetchJson(`${base}&page=${page}&per_page=${perPage}`);
    if (next.genesis !== first.genesis || next.total !== first.total)
      throw new Broken('download', `page ${page} belongs to another log (the log changed while downloading)`);
    items.push(...next.items);
  }
  if (items.length !== first.total)
    throw new Broken('download', `the log says ${first.total} bids, its pages hold ${items.length}`);
  return { ...first, items };
}

function verify(log, lotId, expectedDigest) {
  const input = log.genesis_input;
  if (!input || input.version !== VERSION)
    throw new Broken('genesis', `unknown log version ${input?.version}`);
  if (String(input.lot_id) !== String(lotId))
    throw new Broken('genesis', `the log is of lot ${input.lot_id}`);
  for (const key of Object.keys(RULE)) {
    if (input.step_rule?.[key] !== RULE[key])
      throw new Broken(
        'genesis',
        `step rule ${key} is ${input.step_rule?.[key]}, the platform's is ${RULE[key]}`,
      );
  }
  if (input.step_mode !== 'standard' && input.step_mode !== 'flat')
    throw new Broken('genesis', `unknown step mode ${input.step_mode}`);
  const line = [
    VERSION,
    'genesis',
    whole(input.lot_id, 'genesis', 'lot_id'),
    whole(input.start_price, 'genesis', 'start_price'),
    whole(input.started_at, 'genesis', 'started_at'),
    input.step_mode,
    RULE.large_bp,
    RULE.large_steps,
    RULE.small_bp,
    RULE.flat_bp,
    input.lot_number,
  ].join('|');
  const genesis = sha256(Buffer.from(line, 'utf8'));
  if (log.genesis !== genesis)
    throw new Broken('genesis', `genesis is ${log.genesis}, recomputed ${genesis}`);

  const startPrice = BigInt(input.start_price);
  let previousHash = genesis;
  let price = startPrice;
  let stepNo = 0;
  let previous;
  for (const [index, bid] of log.items.entries()) {
    const where = `bid #${index + 1}`;
    if (bid.seq !== index + 1)
      throw new Broken(where, `seq is ${bid.seq}, expected ${index + 1} (a bid is missing or repeated)`);
    const fields = [
      whole(bid.seq, where, 'seq'),
      whole(bid.buyer_number, where, 'buyer_number'),
      whole(bid.amount, where, 'amount'),
      whole(bid.placed_at, where, 'placed_at'),
      whole(bid.step_no, where, 'step_no'),
    ];
    if (bid.hash === null) throw new Broken(where, 'the bid carries no hash (not chained)');
    const hash = sha256(Buffer.from(previousHash, 'hex'), Buffer.from(fields.join('|'), 'utf8'));
    if (bid.hash !== hash)
      throw new Broken(
        where,
        `hash is ${bid.hash}, recomputed ${hash}: the bid or one before it was changed`,
      );
    if (previous && bid.placed_at < previous.placed_at)
      throw new Broken(
        where,
        `placed at ${bid.placed_at}, before bid #${previous.seq} (${previous.placed_at})`,
      );
    if (previous && String(bid.buyer_number) === String(previous.buyer_number))
      throw new Broken(where, `buyer ${bid.buyer_number} outbid themselves`);
    // One bid takes one step (any amount at or above the suggested price is accepted); an
    // auto-bid duel's rung takes several: the price must climb at least every step taken.
    if (!(bid.step_no > stepNo)) throw new Broken(where, `step_no ${bid.step_no} does not follow ${stepNo}`);
    let least = price;
    for (let step = stepNo + 1; step <= bid.step_no; step += 1)
      least += stepAmount(startPrice, step, input.step_mode);
    const amount = BigInt(bid.amount);
    if (amount < least)
      throw new Broken(
        where,
        `amount ${amount} is below ${least}, the previous price ${price} plus step(s) ${stepNo + 1}..${bid.step_no}`,
      );
    previousHash = hash;
    price = amount;
    stepNo = bid.step_no;
    previous = bid;
  }

  if (log.final_digest !== previousHash)
    throw new Broken(
      'final digest',
      `the log's final digest is ${log.final_digest}, recomputed ${previousHash}`,
    );
  if (expectedDigest && expectedDigest.toLowerCase() !== previousHash)
    throw new Broken(
      'final digest',
      `recomputed ${previousHash}, not the digest you hold (${expectedDigest})`,
    );
  const result = log.result ?? {};
  if (result.winner_buyer_number !== null || result.final_price !== null) {
    if (!previous) throw new Broken('result', 'a winner is named but nobody bid');
    if (
      String(result.winner_buyer_number) !== String(previous.buyer_number) ||
      String(result.final_price) !== String(previous.amount)
    )
      throw new Broken(
        'result',
        `the result names buyer ${result.winner_buyer_number} at ${result.final_price}, the last bid is buyer ${previous.buyer_number} at ${previous.amount}`,
      );
  }
  return { digest: previousHash, bids: log.items.length, outcome: result.outcome };
}

const USAGE =
  'usage: node verify-auction.mjs <base-url> <lot-id> [--digest <64 hex digits>] [--per-page <1..500>]';

/** <base-url> <lot-id>, then options; undefined when anything is off. */
function parseArgs(argv) {
  const positional = [];
  const options = { digest: undefined, perPage: 500 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--digest') options.digest = String(argv[++i] ?? '').toLowerCase();
    else if (arg === '--per-page') options.perPage = Number(argv[++i]);
    else positional.push(arg);
  }
  const [baseUrl, lotId] = positional;
  if (positional.length !== 2 || !/^https?:\/\//.test(baseUrl) || !/^[1-9][0-9]*$/.test(lotId))
    return undefined;
  if (options.digest !== undefined && !HEX64.test(options.digest)) return undefined;
  if (!Number.isInteger(options.perPage) || options.perPage < 1 || options.perPage > 500) return undefined;
  return { baseUrl, lotId, ...options };
}

async function main(argv) {
  const args = parseArgs(argv);
  if (!args) {
    console.error(USAGE);
    return 1;
  }
  try {
    const log = await download(args.baseUrl, args.lotId, args.perPage);
    const ok = verify(log, args.lotId, args.digest);
    console.log(`OK lot ${args.lotId} (${log.lot_number}): ${ok.bids} bids, outcome ${ok.outcome}`);
    console.log(`digest ${ok.digest}`);
    return 0;
  } catch (error) {
    if (!(error instanceof Broken)) throw error;
    console.log(`BROKEN at ${error.where}: ${error.message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
