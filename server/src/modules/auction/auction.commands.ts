/**
 * The bidder's actions, each reached through three doors (the game socket, the Express route and
 * the HTTP fast path below Express): one command per action, so the input's schema, the per-user
 * rate limit, the bar on barred users, the offer's consent and the engine call live once, and
 * every door answers the same thing.
 */
import {
  autoBidBodySchema,
  autoBidDeleteBodySchema,
  bidBodySchema,
  type AutoBidAnswer,
  type BidAnswer,
} from '@kimoshdi/shared';
import type { z } from 'zod';
import type { SessionUser } from '../../lib/caller';
import { parse } from '../../lib/parse';
import type { BarredUsers } from '../blacklist';
import type { ConsentedUsers } from '../consent';
import type { BidRate } from './engine/bid-rate';
import type { AuctionEngine } from './engine/engine.types';

type Bidder = Pick<SessionUser, 'id'>;

export interface AuctionCommands {
  /**
   * `{lot_id, amount, request_id}`: VALIDATION, USER_BARRED, CONSENT_REQUIRED, RATE_LIMITED or the
   * engine's refusal, else the ack. A refusal known at once (garbage, a bar or consent already
   * known, a bid surely too low) is thrown at once rather than through the promise: the socket
   * answers a storm's refusals without one (docs/decisions.md "A refusal known at once answered
   * at once"). Callers await it or go through timeBidAck, which takes both.
   */
  placeBid(user: Bidder, input: unknown): Promise<BidAnswer>;
  /** `{lot_id, max_amount, request_id}` */
  setAutoBid(user: Bidder, input: unknown): Promise<AutoBidAnswer>;
  /** `{lot_id}`: allowed to a barred or unconsented user too (it only takes back an offer). */
  deleteAutoBid(user: Bidder, input: unknown): Promise<AutoBidAnswer>;
}

/** A check every bid passes, in order: the bar, then the consent (each a Map lookup once known). */
export type BidGate = Pick<BarredUsers, 'check'> | Pick<ConsentedUsers, 'check'>;

export function createAuctionCommands(
  engine: AuctionEngine,
  bidRate: BidRate,
  gates: readonly BidGate[],
  /** Bids a second a user may place on one lot (AUCTION_BID_RATE), counted by the bid's own script. */
  bidsPerSecond: number,
): AuctionCommands {
  /**
   * The input parsed, then the gates checked (docs/decisions.md "Bans that stop a barred user, and
   * ban transparency", "The public-offer consent"): garbage never spends a bid.
   */
  async function admit<S extends z.ZodType>(schema: S, user: Bidder, input: unknown): Promise<z.output<S>> {
    const body = parse(schema, input);
    await passGates(user);
    return body;
  }

  /**
   * The gates in order: a refusal known at once is thrown at once; undefined when every gate knew
   * the user, else the promise of the rest of the checks.
   */
  function passGates(user: Bidder, from = 0): Promise<void> | undefined {
    for (let i = from; i < gates.length; i += 1) {
      const pending = gates[i]!.check(user.id);
      if (pending) return pending.then(() => passGates(user, i + 1));
    }
    return undefined;
  }

  return {
    placeBid(user, input) {
      const body = parse(bidBodySchema, input);
      // The rate is counted by the engine's script in the same Redis call as the bid (issue 25).
      const bid = {
        lotId: body.lot_id,
        userId: user.id,
        amount: body.amount,
        requestId: body.request_id,
        ratePerSecond: bidsPerSecond,
      };
      const gated = passGates(user);
      if (gated) return gated.then(() => engine.placeBid(bid));
      const refused = engine.refuseAtOnce(bid);
      if (refused) throw refused;
      return engine.placeBid(bid, true);
    },

    async setAutoBid(user, input) {
      const body = await admit(autoBidBodySchema, user, input);
      await bidRate.take(user.id);
      return engine.setAutoBid({
        lotId: body.lot_id,
        userId: user.id,
        max: body.max_amount,
        requestId: body.request_id,
      });
    },

    async deleteAutoBid(user, input) {
      const body = parse(autoBidDeleteBodySchema, input);
      await bidRate.take(user.id);
      return engine.deleteAutoBid({ lotId: body.lot_id, userId: user.id });
    },
  };
}
