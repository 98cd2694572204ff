/**
 * The replay of a finished auction (the result page): the moments a person can scrub through, one
 * per bid plus the start, each with the price and the leader right then.
 */
import { bidLogToCheck, type BidLog } from '@kimoshdi/shared/api/shop/bid-log';
import { checkBidLog, type BidLogCheck } from '@kimoshdi/shared/domain/trade/auction/bid-log-check';

export interface ReplayMoment {
  /** 0: the start, before any bid; n: right after bid n. */
  index: number;
  /** Tiyin: the start price, then each bid's amount. */
  price: string;
  /** Buyer number of the leader; null before the first bid. */
  leader: string | null;
  /** Epoch ms. */
  at: number;
}

export function replayMoments(log: Pick<BidLog, 'genesis_input' | 'items'>): ReplayMoment[] {
  const start: ReplayMoment = {
    index: 0,
    price: log.genesis_input.start_price,
    leader: null,
    at: log.genesis_input.started_at,
  };
  return [
    start,
    ...log.items.map((bid, i) => ({
      index: i + 1,
      price: bid.amount,
      leader: bid.buyer_number,
      at: bid.placed_at,
    })),
  ];
}

/** The chain and the rules recomputed here, in the browser, by the same code as the tests use. */
export function checkInBrowser(log: BidLog): BidLogCheck {
  return checkBidLog(bidLogToCheck(log));
}
