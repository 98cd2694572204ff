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
   * engine's refusal, else the ack.
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
    for (const gate of gates) {
      const pending = gate.check(user.id);
      if (pending) await pending;
    }
    return body;
  }

  return {
    async placeBid(user, input) {
      const body = await admit(bidBodySchema, user, input);
      // The rate is counted by the engine's script in the same Redis call as the bid (issue 25).
      return engine.placeBid({
        lotId: body.lot_id,
        userId: user.id,
        amount: body.amount,
        requestId: body.request_id,
        ratePerSecond: bidsPerSecond,
      });
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
