/**
 * Who may bid as far as the offer goes, kept in each web process's memory (docs/decisions.md "The
 * public-offer consent"): a bid is the hottest call, so a bidder this process already knows costs
 * one Map lookup, not a PostgreSQL round trip. Unlike the barred users (a few hundred), consented
 * users are nearly everybody, so the map holds only the users who bid here, each read from
 * PostgreSQL at their first bid.
 *
 * Kept true across processes by the `consent_changed` notification a trigger raises at commit
 * (migration 0660): a signature or withdrawal names its user, who is forgotten here and read again
 * at their next bid; a new offer version ('*') forgets everyone. An answer also stops by itself when
 * the next version comes into force (no trigger fires then) and after `maxAgeMs` at the latest. While
 * the feed is not listening (starting, reconnecting), nothing is remembered: every bid reads
 * PostgreSQL, so a lost notification can never leave a withdrawn user bidding.
 */
import type { Db } from '../../db/database';
import { listenForNotifications, type Listening } from '../../db/listen';
import type { Logger } from '../../lib/logger';
import { consentRequired, consentState, type ConsentState } from './consent-state';

export const CONSENT_CHANNEL = 'consent_changed';

export interface ConsentedUsers {
  /**
   * Throws CONSENT_REQUIRED unless the user has consented. Synchronous (undefined) for a user this
   * process remembers; a promise (one read) otherwise.
   */
  check(userId: string): Promise<void> | undefined;
  close(): Promise<void>;
}

export interface ConsentedUsersOptions {
  db: Db;
  databaseUrl: string;
  logger: Logger;
  cutoff: Date;
  now?: () => Date;
  /** The longest an answer is trusted without a notification (a belt to the feed's braces). */
  maxAgeMs?: number;
  /** Users remembered at most; past it the map starts over (a process sees far fewer bidders). */
  maxUsers?: number;
}

interface Remembered {
  state: ConsentState;
  /** Epoch ms after which the answer is read again. */
  until: number;
}

export function createConsentedUsers(options: ConsentedUsersOptions): ConsentedUsers {
  const { db, databaseUrl, logger, cutoff, now = () => new Date(), maxAgeMs = 60_000 } = options;
  const maxUsers = options.maxUsers ?? 200_000;
  const known = new Map<string, Remembered>();
  let listening = false;
  let feed: Listening | undefined;
  /** Bumped by every notification: a read that started before one is not remembered. */
  let generation = 0;
  /**
   * Reads in flight, one per user: a storm's first bids (or every bid while the feed is down)
   * share it instead of each queueing its own three queries on the pool, which on a busy
   * machine fed itself (docs/benchmarks.md, issue 14). Only a read that started after the last
   * notification is shared.
   */
  const reading = new Map<string, { generation: number; state: Promise<ConsentState> }>();

  function start() {
    feed = listenForNotifications({
      databaseUrl,
      channel: CONSENT_CHANNEL,
      logger,
      onChange(payload) {
        generation += 1;
        if (payload === undefined || payload === '*') known.clear();
        else known.delete(payload);
      },
      onListening(value) {
        listening = value;
        if (!value) known.clear();
      },
    });
  }

  function verdict(state: ConsentState): undefined {
    if (!state.consented) throw consentRequired(state);
    return undefined;
  }

  async function load(userId: string): Promise<ConsentState> {
    const started = generation;
    const at = now();
    try {
      const state = await consentState(db, userId, cutoff, at);
      if (listening && started === generation) {
        if (known.size >= maxUsers) known.clear();
        const expires = Math.min(at.getTime() + maxAgeMs, state.until?.getTime() ?? Infinity);
        known.set(userId, { state, until: expires });
      }
      return state;
    } finally {
      if (reading.get(userId)?.generation === started) reading.delete(userId);
    }
  }

  async function read(userId: string): Promise<void> {
    let shared = reading.get(userId);
    if (!shared || shared.generation !== generation) {
      shared = { generation, state: load(userId) };
      reading.set(userId, shared);
    }
    verdict(await shared.state);
  }

  return {
    check(userId) {
      if (!feed) start();
      const remembered = known.get(userId);
      if (remembered && remembered.until > now().getTime()) return verdict(remembered.state);
      return read(userId);
    },
    async close() {
      await feed?.close();
      feed = undefined;
      known.clear();
    },
  };
}
