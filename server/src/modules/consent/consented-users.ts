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
 *
 * The users a turn must read are read together, in at most four statements (consentStatesOf), and
 * an answer past three quarters of its age is read again behind the bid that finds it, which goes
 * on with the answer still in force. One read of three statements per user at their first bid and
 * again each minute, each making that bid wait for it, were most of a morning's statements and its
 * slowest acks (issue 25, many-lots: docs/decisions.md "Bidders' consent read in batches, ahead of
 * its age").
 */
import type { Db } from '../../db/database';
import { listenForNotifications, type Listening } from '../../db/listen';
import type { Logger } from '../../lib/logger';
import { consentRequired, consentStatesOf, type ConsentState } from './consent-state';

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

interface Waiting {
  state: Promise<ConsentState>;
  resolve(state: ConsentState): void;
  reject(error: unknown): void;
}

interface Remembered {
  state: ConsentState;
  /** Epoch ms after which the answer is not used: the bid waits for a new one. */
  until: number;
  /** Epoch ms after which a bid that finds it has it read again behind it. */
  refreshAt: number;
}

/** The share of an answer's age after which it is read again ahead of its end. */
const REFRESH_AT_AGE = 0.75;

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
   * share it instead of each queueing its own statements on the pool, which on a busy machine fed
   * itself (docs/benchmarks.md, issue 14). Only a read that started after the last notification is
   * shared.
   */
  const reading = new Map<string, { generation: number; state: Promise<ConsentState> }>();
  /** The users of the next batch (not sent yet: it will see every notification so far). */
  let batch = new Map<string, Waiting>();

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

  /** Reads the batch's users together, once this turn's I/O callbacks have added theirs. */
  async function readBatch(): Promise<void> {
    const users = batch;
    batch = new Map();
    const started = generation;
    const at = now();
    try {
      const states = await consentStatesOf(db, [...users.keys()], cutoff, at);
      for (const [userId, waiting] of users) {
        const state = states.get(userId)!;
        if (listening && started === generation) {
          if (known.size >= maxUsers) known.clear();
          const end = Math.min(at.getTime() + maxAgeMs, state.until?.getTime() ?? Infinity);
          const refreshAt = at.getTime() + maxAgeMs * REFRESH_AT_AGE;
          known.set(userId, { state, until: end, refreshAt });
        }
        waiting.resolve(state);
      }
    } catch (error) {
      for (const waiting of users.values()) waiting.reject(error);
    }
  }

  /** The user's read in flight, or a new one in the next batch. */
  function load(userId: string): Promise<ConsentState> {
    const queued = batch.get(userId);
    if (queued) return queued.state;
    const shared = reading.get(userId);
    if (shared && shared.generation === generation) return shared.state;
    if (batch.size === 0) setImmediate(() => void readBatch());
    const waiting = {} as Waiting;
    const state = new Promise<ConsentState>((resolve, reject) => Object.assign(waiting, { resolve, reject }));
    waiting.state = state;
    batch.set(userId, waiting);
    const entry = { generation, state };
    reading.set(userId, entry);
    const done = () => {
      if (reading.get(userId) === entry) reading.delete(userId);
    };
    state.then(done, done);
    return state;
  }

  async function read(userId: string): Promise<void> {
    verdict(await load(userId));
  }

  return {
    check(userId) {
      if (!feed) start();
      const remembered = known.get(userId);
      const at = now().getTime();
      if (remembered && remembered.until > at) {
        // Read again behind this bid, so the user's next bids find a fresh answer.
        if (remembered.refreshAt <= at && !reading.has(userId)) load(userId).catch(() => undefined);
        return verdict(remembered.state);
      }
      return read(userId);
    },
    async close() {
      await feed?.close();
      feed = undefined;
      known.clear();
    },
  };
}
