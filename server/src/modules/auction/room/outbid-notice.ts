/**
 * A cabinet message for a participant who lost the lead (outbid by a bid, or by one past their
 * auto-bid maximum). Kept off the bid's way: the engine's broadcast (after the group commit) only
 * notes the lot and its seqs; a timer reads those bids back from PostgreSQL once a second and writes
 * the messages in one go, every lot's in one read and one insert. Everyone who led within a lot's
 * noted bids and does not lead at the end of them gets one message, so an auto-bid duel writes one
 * message per person a second, not per bid.
 *
 * The flush shares the event loop with the bids it follows: on a morning of 200 lots it worded
 * 400 messages in one go, holding the loop 10 to 40 ms once a second (issue 25, many-lots'
 * profile), and every ack due in that time waited. A lot's message is the same for all it
 * displaced, so it is worded once per language, and the flush lets the loop go every
 * `SLICE_MS` of wording.
 *
 * On Telegram too (issue 27, topic `outbid`): only for a person with a linked chat who is not on
 * the lot's game page now (they see the price there), one look at the linked chats per flush and
 * one at a lot's presence only where such a person was displaced; every other message stays in the
 * cabinet (no topic: nothing for the notices' worker to take). The worker sends at most one a
 * minute per person and lot.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BidView } from '@kimoshdi/shared';
import { moneyParam } from '@kimoshdi/shared/domain/notification/message-params';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../lib/logger';
import type { AuctionBroadcaster } from '../engine/engine.types';
import { messageNotification, type NewNotification } from '../../notification';
import { bidsWithBidders, type BidWithBidder } from '../auction.repository';
import { notifyMany } from '../lifecycle/lifecycle.repository';

const FLUSH_MS = 1_000;
/** Wording a flush does in one turn of the event loop before it lets the bids' I/O in. */
const SLICE_MS = 2;

export interface OutbidNotices {
  /** Committed bids of a lot, as broadcast: noted only, nothing is awaited. */
  note(lotId: number, bids: readonly BidView[]): void;
  /** Writes the messages of everything noted so far. */
  flush(): Promise<void>;
  /** Stops the timer after a last flush (process shutdown). */
  close(): Promise<void>;
}

/** The lead as a run of bids in seq order: who had it and lost it by the end of the run. */
export function displacedLeaders(bidders: readonly string[]): string[] {
  const last = bidders[bidders.length - 1];
  return [...new Set(bidders)].filter((user) => user !== last);
}

/** Who may be told beyond the cabinet, and who is on a lot's game page now. */
export interface OutbidReach {
  /** Of these people, those with a chat an outbid message may go to (a linked Telegram chat). */
  reachable(userIds: readonly string[]): Promise<Set<string>>;
  /** The participants on the lot's game page now, across the web processes. */
  watching(lotId: number): Promise<Set<string>>;
}

/** The game page a lot's outbid message leads to. */
export const gamePath = (lotId: number) => `/game-view/${lotId}`;

export function createOutbidNotices(options: {
  db: Database;
  logger: Logger;
  reach?: OutbidReach;
  flushMs?: number;
}): OutbidNotices {
  const { db, logger, reach } = options;
  /** lot id -> the lowest and highest seq noted since the last flush. */
  let pending = new Map<number, { from: number; to: number }>();
  let running: Promise<void> = Promise.resolve();

  /** The messages of one lot's noted bids (its rows in seq order, the lead's taker first). */
  function messagesOf(rows: readonly BidWithBidder[]): NewNotification[] {
    const leader = rows[rows.length - 1];
    if (!leader) return [];
    // Stored as a key with its parameters: worded in the reader's language when read.
    const message = {
      key: 'auction:outbid.cabinet',
      params: {
        lot: leader.lot_number,
        number: leader.buyer_number,
        price: moneyParam(String(leader.amount)),
      },
    };
    const link = gamePath(leader.lot_id);
    const worded = new Map<string | null | undefined, NewNotification>();
    return displacedLeaders(rows.map((row) => String(row.user_id))).map((userId) => {
      const lang = rows.find((row) => String(row.user_id) === userId)?.lang;
      let notice = worded.get(lang);
      if (!notice) worded.set(lang, (notice = messageNotification(userId, 'warning', lang, message, link)));
      return { ...notice, userId, cabinetOnly: true };
    });
  }

  /**
   * Lets the messages of people who can be told elsewhere and are not watching the lot leave the
   * cabinet. Without such a person (nearly always) it costs one read of the linked chats.
   */
  async function markLeaving(byLot: ReadonlyMap<number, NewNotification[]>): Promise<void> {
    if (!reach || byLot.size === 0) return;
    const userIds = [...byLot.values()].flatMap((messages) => messages.map((message) => message.userId));
    const reachable = await reach.reachable(userIds);
    if (reachable.size === 0) return;
    for (const [lotId, messages] of byLot) {
      if (!messages.some((message) => reachable.has(message.userId))) continue;
      const watching = await reach.watching(lotId);
      for (const message of messages) {
        if (reachable.has(message.userId) && !watching.has(message.userId)) message.cabinetOnly = false;
      }
    }
  }

  async function flushNow(): Promise<void> {
    const taken = pending;
    pending = new Map();
    if (taken.size === 0) return;
    // Every lot noted this second in one read and one write (the pool is the bids' too): a
    // statement per lot was a burst of hundreds every second on a morning of many lots.
    // The bid before the first noted one held the lead they took.
    const ranges = [...taken].map(([lotId, { from, to }]) => ({ lotId, from: Math.max(1, from - 1), to }));
    try {
      const byLot = new Map<number, BidWithBidder[]>();
      for (const row of await bidsWithBidders(db, ranges)) {
        const lot = byLot.get(row.lot_id);
        if (lot) lot.push(row);
        else byLot.set(row.lot_id, [row]);
      }
      const messages = new Map<number, NewNotification[]>();
      let sliceFrom = performance.now();
      for (const [lotId, rows] of byLot) {
        const ofLot = messagesOf(rows);
        if (ofLot.length > 0) messages.set(lotId, ofLot);
        if (performance.now() - sliceFrom < SLICE_MS) continue;
        await nextTurn();
        sliceFrom = performance.now();
      }
      await markLeaving(messages);
      await notifyMany(db, [...messages.values()].flat());
    } catch (error) {
      logger.warn({ err: error, lots: taken.size }, 'outbid notices failed');
    }
  }

  const flush = () => {
    // One flush at a time: a slow one is not overtaken by the next tick.
    running = running.then(flushNow);
    return running;
  };
  const timer = setInterval(() => void flush(), options.flushMs ?? FLUSH_MS);
  timer.unref();

  return {
    note(lotId, bids) {
      if (bids.length === 0) return;
      let from = bids[0]?.seq ?? 0;
      let to = from;
      for (const bid of bids) {
        from = Math.min(from, bid.seq);
        to = Math.max(to, bid.seq);
      }
      const noted = pending.get(lotId);
      pending.set(
        lotId,
        noted ? { from: Math.min(noted.from, from), to: Math.max(noted.to, to) } : { from, to },
      );
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** The engine's broadcaster that also notes every broadcast bid for the outbid messages. */
export function withOutbidNotices(
  broadcaster: AuctionBroadcaster,
  notices: OutbidNotices,
): AuctionBroadcaster {
  return {
    bids(lotId, bids, state) {
      broadcaster.bids(lotId, bids, state);
      notices.note(lotId, bids);
    },
    state: (lotId, reason, state) => broadcaster.state(lotId, reason, state),
  };
}
