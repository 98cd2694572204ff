/**
 * What anyone can check in a finished lot's public bid log (docs/bid-log.md "What the verifier
 * checks"): the genesis and every hash recomputed, seq 1..n without gaps, times never going back,
 * nobody outbidding themselves, every bid at least the previous price plus the steps it took, and
 * the winner and final price following from the last bid. The first broken entry is named.
 *
 * The result page runs this in the browser; scripts/verify-auction.mjs is the same list in plain
 * JavaScript for people who trust nothing of ours (the integration tests feed both the same logs).
 */
import { chainHash, genesisHash, type ChainBid, type GenesisInput } from './bid-chain';
import { stepAmount } from './steps';

export interface LoggedBid extends ChainBid {
  /** Null: not chained yet (its predecessor was missing from the record). */
  hash: string | null;
}

export interface BidLogToCheck {
  genesisInput: GenesisInput;
  genesis: string;
  /** Every bid, seq order. */
  bids: readonly LoggedBid[];
  finalDigest: string | null;
  /** The lot's public result: compared when it names a winner. */
  result?: { finalPrice: string | null; winnerBuyerNumber: string | null };
}

export type BidLogFault =
  'genesis' | 'seq' | 'unchained' | 'hash' | 'time' | 'self_outbid' | 'step' | 'digest' | 'result';

export type BidLogCheck =
  | { ok: true; digest: string; bids: number }
  /** seq: the entry where the log breaks (0: the genesis or the log as a whole). */
  | { ok: false; seq: number; fault: BidLogFault; detail: string };

export function checkBidLog(log: BidLogToCheck): BidLogCheck {
  const { genesisInput: input } = log;
  const genesis = genesisHash(input);
  if (genesis !== log.genesis)
    return { ok: false, seq: 0, fault: 'genesis', detail: `genesis should be ${genesis}` };

  let previousHash = genesis;
  let price = BigInt(input.startPrice);
  let stepNo = 0;
  let previous: LoggedBid | undefined;
  for (const [index, bid] of log.bids.entries()) {
    const broken = (fault: BidLogFault, detail: string): BidLogCheck => ({
      ok: false,
      seq: bid.seq,
      fault,
      detail,
    });
    if (bid.seq !== index + 1) return broken('seq', `expected seq ${index + 1}`);
    if (bid.hash === null) return broken('unchained', 'the bid carries no hash');
    const expected = chainHash(previousHash, bid);
    if (bid.hash !== expected) return broken('hash', `hash should be ${expected}`);
    if (previous && bid.placedAtMs < previous.placedAtMs)
      return broken('time', `placed before bid ${previous.seq}`);
    if (previous && String(bid.buyerNumber) === String(previous.buyerNumber))
      return broken('self_outbid', `buyer ${bid.buyerNumber} outbid themselves`);
    // One bid takes one step (any amount at or above the suggested price), an auto-bid duel's
    // rung several: the price must have climbed at least every step taken.
    if (bid.stepNo <= stepNo) return broken('step', `step_no ${bid.stepNo} does not follow ${stepNo}`);
    let least = price;
    for (let step = stepNo + 1; step <= bid.stepNo; step += 1)
      least += stepAmount(BigInt(input.startPrice), step, input.stepMode);
    if (BigInt(bid.amount) < least) return broken('step', `amount below ${least}`);
    previousHash = bid.hash;
    price = BigInt(bid.amount);
    stepNo = bid.stepNo;
    previous = bid;
  }

  if (log.finalDigest !== previousHash)
    return { ok: false, seq: 0, fault: 'digest', detail: `final digest should be ${previousHash}` };
  const result = log.result;
  if (result && (result.winnerBuyerNumber !== null || result.finalPrice !== null)) {
    const last = log.bids.at(-1);
    if (
      !last ||
      result.winnerBuyerNumber !== String(last.buyerNumber) ||
      result.finalPrice !== String(last.amount)
    )
      return {
        ok: false,
        seq: last?.seq ?? 0,
        fault: 'result',
        detail: 'the winner and final price are not those of the last bid',
      };
  }
  return { ok: true, digest: previousHash, bids: log.bids.length };
}
