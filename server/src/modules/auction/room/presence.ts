/**
 * Who is in a lot's room, across every web process. What the game page and the operator's board
 * both show (one definition, docs/decisions.md "The live room with prices of ten and more digits"):
 * participants are the people admitted to bid on the lot (active applications), viewers the people
 * watching the room now (an admitted bidder once however many tabs, every other connection once).
 * Each process keeps its own numbers (bidders by user, others by socket) and writes them to the
 * lot's Redis hash (field per process) once a second; the counts are the sums. Pushed to the room
 * at most once a second, on change; nothing here runs per bid.
 *
 * The second's tick reads every lot at once: the applicants of all its lots in one statement, the
 * lots' hashes and states together (auto-pipelined). Lot by lot it was a statement and two Redis
 * round trips per lot in turn: on a morning of 200 lots, 200 statements a second beside the
 * bids' group commits and a stretch of the bids' event loop (issue 25, many-lots' profile).
 */
import { randomUUID } from 'node:crypto';
import { lotRoom, type GameCounts } from '@kimoshdi/shared';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../lib/logger';
import type { Redis } from '../../../redis/connection';
import type { Keys } from '../../../redis/keys';
import { countApplicants, countApplicantsOf } from '../../application';
import type { RoomEmitter } from './broadcaster';

const TICK_MS = 1_000;
/** A process that stops writing (crashed) drops out of the sums after this long. */
const FIELD_TTL_S = 10;
const APPLICANTS_CACHE_MS = 1_000;

interface Local {
  /** user id -> open connections of that participant. */
  participants: Map<string, number>;
  viewers: number;
}

/**
 * The sums of a lot's presence hash: fields "<process>:p" (participants) and "<process>:v"
 * (viewers), and "<process>:t" (when that process last wrote, epoch ms). The key's expiry is
 * renewed by any live process, so a crashed one's numbers are dropped by their age instead.
 */
export function sumPresence(
  fields: Record<string, string>,
  now = Date.now(),
): { participants: number; viewers: number } {
  let participants = 0;
  let viewers = 0;
  for (const [field, value] of Object.entries(fields)) {
    const process = field.slice(0, -2);
    const wroteAt = fields[`${process}:t`];
    if (wroteAt !== undefined && now - Number(wroteAt) > FIELD_TTL_S * 1_000) continue;
    if (field.endsWith(':p')) participants += Number(value) || 0;
    else if (field.endsWith(':v')) viewers += Number(value) || 0;
  }
  return { participants, viewers };
}

/** The people watching a lot's room now, from its presence hash: bidders and other connections. */
export function watchingNow(fields: Record<string, string>, now = Date.now()): number {
  const { participants, viewers } = sumPresence(fields, now);
  return participants + viewers;
}

/** The participants named in a lot's presence hash by processes still writing it. */
export function watchersOf(fields: Record<string, string>, now = Date.now()): string[] {
  const ids: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (!field.endsWith(':u') || value === '') continue;
    const wroteAt = fields[`${field.slice(0, -2)}:t`];
    if (wroteAt === undefined || now - Number(wroteAt) > FIELD_TTL_S * 1_000) continue;
    ids.push(...value.split(','));
  }
  return ids;
}

export interface Presence {
  enter(lotId: number, who: { participantId?: string }): void;
  leave(lotId: number, who: { participantId?: string }): void;
  counts(lotId: number, seq: number): Promise<GameCounts>;
  /** Lots with connections in this process. */
  lots(): number[];
  /** The participants on the lot's game page now, in every process (as of their last second). */
  watchers(lotId: number): Promise<Set<string>>;
  /** This process's own numbers per lot (the metrics read them when scraped). */
  local(): { lotId: number; participants: number; viewers: number }[];
  start(emitter: RoomEmitter, seqOf: (lotId: number) => Promise<number | undefined>): void;
  stop(): Promise<void>;
}

export function createPresence(options: {
  db: Database;
  redis: Redis;
  keys: Keys;
  logger: Logger;
}): Presence {
  const { db, redis, keys, logger } = options;
  const processId = randomUUID().slice(0, 8);
  const local = new Map<number, Local>();
  const dirty = new Set<number>();
  const applicantsCache = new Map<number, { at: number; value: number }>();
  const lastPushed = new Map<number, string>();
  let timer: NodeJS.Timeout | undefined;

  function entry(lotId: number): Local {
    let found = local.get(lotId);
    if (!found) {
      found = { participants: new Map(), viewers: 0 };
      local.set(lotId, found);
    }
    return found;
  }

  /** Every lot's applicants read in one statement into the cache (the tick's). */
  async function readApplicants(lotIds: readonly number[]): Promise<void> {
    const at = Date.now();
    for (const [lotId, value] of await countApplicantsOf(db, lotIds))
      applicantsCache.set(lotId, { at, value });
  }

  async function applicants(lotId: number): Promise<number> {
    const cached = applicantsCache.get(lotId);
    if (cached && Date.now() - cached.at < APPLICANTS_CACHE_MS) return cached.value;
    const value = await countApplicants(db, lotId);
    applicantsCache.set(lotId, { at: Date.now(), value });
    return value;
  }

  async function writeLocal(): Promise<void> {
    if (dirty.size === 0 && local.size === 0) return;
    // One command per lot, sent together by auto-pipelining: lots' keys live on different shards
    // of a Redis Cluster, where one explicit pipeline may only reach one node.
    const writes: Promise<unknown>[] = [];
    for (const [lotId, here] of local) {
      const key = keys.lot(lotId).viewers;
      writes.push(
        redis.hset(
          key,
          `${processId}:p`,
          String(here.participants.size),
          `${processId}:v`,
          String(here.viewers),
          `${processId}:t`,
          String(Date.now()),
          // Who they are: an outbid message does not go to someone watching (outbid-notice.ts).
          `${processId}:u`,
          [...here.participants.keys()].join(','),
        ),
        redis.expire(key, FIELD_TTL_S),
      );
    }
    for (const lotId of dirty) {
      if (local.has(lotId)) continue;
      writes.push(
        redis.hdel(
          keys.lot(lotId).viewers,
          `${processId}:p`,
          `${processId}:v`,
          `${processId}:t`,
          `${processId}:u`,
        ),
      );
    }
    dirty.clear();
    await Promise.all(writes);
  }

  const presence: Presence = {
    enter(lotId, who) {
      const here = entry(lotId);
      if (who.participantId)
        here.participants.set(who.participantId, (here.participants.get(who.participantId) ?? 0) + 1);
      else here.viewers += 1;
      dirty.add(lotId);
      // A reload leaves and enters again: the sums may equal the last push, yet the new socket has
      // had none, so the next tick pushes whatever they are.
      lastPushed.delete(lotId);
    },

    leave(lotId, who) {
      const here = local.get(lotId);
      if (!here) return;
      if (who.participantId) {
        const open = (here.participants.get(who.participantId) ?? 1) - 1;
        if (open > 0) here.participants.set(who.participantId, open);
        else here.participants.delete(who.participantId);
      } else here.viewers = Math.max(0, here.viewers - 1);
      if (here.viewers === 0 && here.participants.size === 0) local.delete(lotId);
      dirty.add(lotId);
    },

    async counts(lotId, seq) {
      const [fields, applied] = await Promise.all([
        redis.hgetall(keys.lot(lotId).viewers),
        applicants(lotId),
      ]);
      // This process's own numbers are fresher than what it wrote last second.
      const others = Object.fromEntries(
        Object.entries(fields).filter(([field]) => !field.startsWith(`${processId}:`)),
      );
      const here = local.get(lotId);
      const viewers = watchingNow(others) + (here?.participants.size ?? 0) + (here?.viewers ?? 0);
      // `applicants` repeats `participants` for clients of the older payload.
      return { lot_id: lotId, seq, applicants: applied, participants: applied, viewers };
    },

    lots: () => [...local.keys()],

    async watchers(lotId) {
      const fields = await redis.hgetall(keys.lot(lotId).viewers);
      const ids = new Set(local.get(lotId)?.participants.keys());
      for (const id of watchersOf(fields)) ids.add(id);
      return ids;
    },

    local: () =>
      [...local].map(([lotId, here]) => ({
        lotId,
        participants: here.participants.size,
        viewers: here.viewers,
      })),

    start(emitter, seqOf) {
      const tick = async () => {
        await writeLocal();
        const lotIds = [...local.keys()];
        if (lotIds.length === 0) return;
        await readApplicants(lotIds);
        const all = await Promise.all(
          lotIds.map(async (lotId) => presence.counts(lotId, (await seqOf(lotId)) ?? 0)),
        );
        for (const counts of all) {
          const lotId = counts.lot_id;
          const signature = `${counts.applicants}:${counts.participants}:${counts.viewers}`;
          if (lastPushed.get(lotId) === signature) continue;
          lastPushed.set(lotId, signature);
          emitter.emitLocal(lotRoom(lotId), 'auction:counts', counts);
        }
      };
      timer = setInterval(() => {
        tick().catch((error: unknown) => logger.warn({ err: error }, 'presence tick failed'));
      }, TICK_MS);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      for (const lotId of local.keys()) dirty.add(lotId);
      local.clear();
      await writeLocal().catch(() => undefined);
    },
  };
  return presence;
}
